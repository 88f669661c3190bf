// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { ApiError } from "../lib/api.ts";
import { renderInApp } from "../test/render.tsx";
import { CsvImportDialog, type CsvImportDialogProps, type CsvImportPreview } from "./csv-import-dialog.tsx";

interface Row {
  line: number;
  name: string;
}

/** The players' import dialog, open, with the server's check and import as given. */
async function openImport(
  check: CsvImportDialogProps<Row>["check"],
  commit: CsvImportDialogProps<Row>["commit"],
) {
  const { user } = renderInApp(
    <CsvImportDialog<Row>
      title="Spieler aus CSV importieren"
      description="Eine Datei pro Mannschaft."
      target={{ kind: "team", teams: [{ id: "team-1", name: "Erste", league: "4. Liga" }] }}
      open
      onOpenChange={() => {}}
      check={check}
      commit={commit}
      onImported={() => {}}
      importLabel={(count) => `${count} Spieler importieren`}
      columns={[{ header: "Name", cell: (row) => row.name }]}
      showErrorColumn
    />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Spieler aus CSV importieren" });
  return { user, dialog };
}

it("shows the rows the import refused and takes the button away, instead of only a toast", async () => {
  const clean: CsvImportPreview<Row> = { rows: [{ line: 2, name: "Noah Keller" }], errors: [] };
  const refused: CsvImportPreview<Row> = {
    rows: [],
    errors: [
      { line: 2, column: "Rückennummer", message: "Diese Rückennummer trägt schon ein anderer Spieler" },
    ],
  };
  // The file was clean when checked; by the import another write had taken the number.
  const check = vi.fn().mockResolvedValueOnce(clean).mockResolvedValueOnce(refused);
  const commit = vi
    .fn()
    .mockRejectedValue(
      new ApiError(422, "validation", "Die Datei enthält Fehler; es wurde nichts importiert."),
    );
  const { user, dialog } = await openImport(check, commit);
  await user.selectOptions(within(dialog).getByLabelText(/Mannschaft/), "team-1");
  await user.upload(
    within(dialog).getByLabelText(/CSV-Datei/),
    new File(["Vorname;Nachname;Rückennummer\nNoah;Keller;7\n"], "spieler.csv", { type: "text/csv" }),
  );
  await user.click(await within(dialog).findByRole("button", { name: "1 Spieler importieren" }));

  const alert = await within(dialog).findByRole("alert");
  expect(alert.textContent).toContain("Zeile 2, Rückennummer: Diese Rückennummer trägt schon");
  expect(within(dialog).getByRole("button", { name: "Importieren" })).toBeDisabled();
  await waitFor(() => expect(check).toHaveBeenCalledTimes(2));
});

it("words its file field in German and names the file chosen, whatever the browser's language", async () => {
  // The browser's own file control said «Choose File» and «No file chosen» in a browser set to
  // English, in the middle of a German dialog.
  const check = vi.fn().mockResolvedValue({ rows: [{ line: 2, name: "Noah Keller" }], errors: [] });
  const { user, dialog } = await openImport(check, vi.fn());
  const file = within(dialog).getByLabelText(/CSV-Datei/);
  expect(file).toHaveAccessibleName(/Datei auswählen/);
  expect(file).toHaveClass("sr-only");
  expect(within(dialog).getByText("Keine Datei ausgewählt")).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText(/Mannschaft/), "team-1");
  await user.upload(file, new File(["Vorname;Nachname\nNoah;Keller\n"], "spieler.csv", { type: "text/csv" }));
  expect(within(dialog).getByText("spieler.csv")).toBeInTheDocument();
  expect(within(dialog).queryByText("Keine Datei ausgewählt")).not.toBeInTheDocument();
});

it("checks the file again when the person chooses it again after correcting it", async () => {
  // «korrigiere die Datei und wähle sie erneut»: the browser reports no change when the same file
  // is chosen once more, so the corrected file was never checked and its old errors stayed.
  const broken: CsvImportPreview<Row> = {
    rows: [],
    errors: [{ line: 2, column: "Vorname", message: "Der Vorname fehlt" }],
  };
  const clean: CsvImportPreview<Row> = { rows: [{ line: 2, name: "Noah Keller" }], errors: [] };
  const check = vi.fn().mockResolvedValueOnce(broken).mockResolvedValueOnce(clean);
  const { user, dialog } = await openImport(check, vi.fn());
  await user.selectOptions(within(dialog).getByLabelText(/Mannschaft/), "team-1");
  const input = within(dialog).getByLabelText(/CSV-Datei/);
  const file = new File(["Vorname;Nachname\nNoah;Keller\n"], "spieler.csv", { type: "text/csv" });
  await user.upload(input, file);
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("Zeile 2, Vorname: Der Vorname fehlt");

  await user.upload(input, file);
  expect(await within(dialog).findByRole("button", { name: "1 Spieler importieren" })).toBeEnabled();
  expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  expect(within(dialog).getByText("spieler.csv")).toBeInTheDocument();
  expect(check).toHaveBeenCalledTimes(2);
});

it("says in the dialog why a file could not be read, where it stays while the person fixes it", async () => {
  // The answer was a toast only: it went away, and the dialog showed the file and a grey button.
  const workbook =
    "Das ist eine Excel-Arbeitsmappe, keine CSV-Datei. Speichere sie in Excel unter «Speichern unter» als «CSV UTF-8 (durch Trennzeichen getrennt)» und wähle sie erneut.";
  const check = vi
    .fn()
    .mockRejectedValueOnce(new ApiError(415, "unsupported_media_type", workbook))
    .mockResolvedValueOnce({ rows: [{ line: 2, name: "Noah Keller" }], errors: [] });
  const { user, dialog } = await openImport(check, vi.fn());
  await user.selectOptions(within(dialog).getByLabelText(/Mannschaft/), "team-1");
  const input = within(dialog).getByLabelText(/CSV-Datei/);
  await user.upload(input, new File(["PK"], "spieler.xlsx", { type: "text/csv" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(workbook);
  expect(within(dialog).getByRole("button", { name: "Importieren" })).toBeDisabled();

  await user.upload(
    input,
    new File(["Vorname;Nachname\nNoah;Keller\n"], "spieler.csv", { type: "text/csv" }),
  );
  expect(await within(dialog).findByRole("button", { name: "1 Spieler importieren" })).toBeEnabled();
  expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
});
