import { expect, test, uniqueName, waitUntilSettled } from "./fixtures.ts";

/** 'TT.MM.JJJJ' `days` from now. */
function swissDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, "0")}.${String(d.getMonth() + 1).padStart(2, "0")}.${d.getFullYear()}`;
}

test("the schedule imports fixtures from a CSV file after a preview", async ({ page, loginAs }) => {
  await loginAs({ email: "verein@tschutti.ch", password: "tschutti-demo" });
  await page.goto("/manage-club/schedule");
  await waitUntilSettled(page);
  await page.getByRole("button", { name: "Importieren (CSV)" }).click();
  const dialog = page.getByRole("dialog", { name: "Spielplan aus CSV importieren" });
  await dialog.getByLabel("Mannschaft").selectOption({ index: 1 });

  const opponent = uniqueName("FC Import ");
  const bad = `\uFEFFDatum;Zeit;Heim/Auswärts;Gegner;Ort\r\n${swissDate(20)};14:30;H;${opponent};\r\n32.01.2030;19:00;A;${opponent};Allmend\r\n`;
  await dialog
    .getByLabel("CSV-Datei")
    .setInputFiles({ name: "spielplan.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await expect(dialog.getByRole("alert")).toContainText(
    "Zeile 3: Datum fehlt oder ist ungültig (TT.MM.JJJJ)",
  );
  await expect(dialog.getByRole("button", { name: "Importieren" })).toBeDisabled();

  const good = bad.replace("32.01.2030", swissDate(27));
  await dialog
    .getByLabel("CSV-Datei")
    .setInputFiles({ name: "spielplan.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  const confirm = dialog.getByRole("button", { name: "2 Spiele importieren" });
  await expect(confirm).toBeEnabled();
  await expect(dialog.getByText("neuer Gegner")).toHaveCount(2);
  await confirm.click();
  await expect(page.getByText("2 Spiele importiert")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(opponent).first()).toBeVisible();
});
