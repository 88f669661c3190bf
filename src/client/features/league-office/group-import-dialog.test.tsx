// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
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

it("checks the file for the group typed once the field is left, and imports it there", async () => {
  // The group import shares the clubs' dialog: the group's name takes the team's place.
  const server = fakeServer();
  const preview = {
    teams: [{ name: "FC Urnerboden", teamId: null, isNew: true, current: null, isMove: false }],
    rows: [
      {
        line: 2,
        matchDate: "2027-05-09T13:00:00.000Z",
        home: "FC Urnerboden",
        away: "SC Schächental",
        stadium: null,
      },
    ],
    errors: [],
  };
  server.on("POST /api/league-office/import", (request) =>
    json(request.path.includes("dryRun=1") ? preview : { imported: 1, placedTeams: 2, createdTeams: 1 }),
  );
  const onClose = vi.fn();
  const { user } = renderInApp(
    <GroupImportDialog league={{ season: 2026, canton: "Uri", league: "5. Liga" }} onClose={onClose} />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Gruppe aus CSV importieren" });
  const group = within(dialog).getByRole("textbox", { name: /Gruppe/ });
  expect(group).toHaveValue("Gruppe 1");
  await user.upload(
    within(dialog).getByLabelText(/CSV-Datei/),
    new File(["Datum;Zeit;Heim;Gast\n"], "gruppe.csv", { type: "text/csv" }),
  );
  expect(await within(dialog).findByText("FC Urnerboden (neu)")).toBeInTheDocument();
  expect(new URLSearchParams(server.requests[0]?.path.split("?")[1]).get("group")).toBe("Gruppe 1");

  await user.clear(group);
  await user.type(group, "Gruppe 2");
  expect(within(dialog).getByRole("button", { name: "Importieren" })).toBeDisabled();
  await user.tab();
  await user.click(await within(dialog).findByRole("button", { name: "1 Spiel importieren" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const groups = server.requests.map((r) => new URLSearchParams(r.path.split("?")[1]).get("group"));
  expect(groups).toEqual(["Gruppe 1", "Gruppe 2", "Gruppe 2"]);
  expect(server.requests.at(-1)?.path).not.toContain("dryRun");
});

it("says in words which teams the import moves, not by their colour only", async () => {
  // Moved and only re-placed teams both read «(jetzt …)»; the move was said by a red badge, which
  // a screen reader and an eye that does not tell red apart do not get.
  const server = fakeServer();
  server.on(
    "POST /api/league-office/import",
    json({
      teams: [
        {
          name: "FC Eichhalde",
          teamId: "t1",
          isNew: false,
          current: "Zürich, 3. Liga, Gruppe 1",
          isMove: true,
        },
        {
          name: "FC Glattwies",
          teamId: "t2",
          isNew: false,
          current: "Zürich, 3. Liga, Gruppe 2",
          isMove: false,
        },
      ],
      rows: [],
      errors: [],
    }),
  );
  const { user } = renderInApp(
    <GroupImportDialog league={{ season: 2026, canton: "Zürich", league: "3. Liga" }} onClose={() => {}} />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Gruppe aus CSV importieren" });
  await user.upload(
    within(dialog).getByLabelText(/CSV-Datei/),
    new File(["Datum;Zeit;Heim;Gast\n"], "gruppe.csv", { type: "text/csv" }),
  );
  const teams = await within(dialog).findAllByRole("listitem");
  expect(teams.slice(0, 2).map((team) => team.textContent)).toEqual([
    "FC Eichhalde (jetzt Zürich, 3. Liga, Gruppe 1; wird verschoben)",
    "FC Glattwies (jetzt Zürich, 3. Liga, Gruppe 2)",
  ]);
  expect(within(dialog).queryByText(/Rot markiert/)).not.toBeInTheDocument();
});
