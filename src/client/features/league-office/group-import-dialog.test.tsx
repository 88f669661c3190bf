// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { GroupImportDialog } from "./group-import-dialog.tsx";

// «Gruppe aus CSV importieren» said why a file could not be read (an Excel workbook, an unclosed
// quote) in a toast only: it went away, and the dialog showed the chosen file and a grey button.
// The players' and the fixtures' imports keep the reason in the dialog; so does this one.

const WORKBOOK =
  "Das ist eine Excel-Arbeitsmappe, keine CSV-Datei. Speichere sie in Excel unter «Speichern unter» als «CSV UTF-8 (durch Trennzeichen getrennt)» und wähle sie erneut.";

it("says in the dialog why a file could not be read, until another file is chosen", async () => {
  const server = fakeServer();
  server.on("POST /api/league-office/import", apiError(415, WORKBOOK, "unsupported_media_type"));
  const { user } = renderInApp(
    <GroupImportDialog league={{ season: 2026, canton: "Zürich", league: "4. Liga" }} onClose={() => {}} />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Gruppe aus CSV importieren" });
  const input = within(dialog).getByLabelText(/CSV-Datei/);
  await user.upload(input, new File(["PK"], "gruppe.xlsx", { type: "text/csv" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(WORKBOOK);

  server.on("POST /api/league-office/import", json({ teams: [], rows: [], errors: [] }));
  await user.upload(input, new File(["Datum;Zeit;Heim;Gast\n"], "gruppe.csv", { type: "text/csv" }));
  await waitFor(() => expect(server.requests).toHaveLength(2));
  await waitFor(() => expect(within(dialog).queryByText("Datei wird geprüft…")).not.toBeInTheDocument());
  expect(within(dialog).queryByText(WORKBOOK)).not.toBeInTheDocument();
});
