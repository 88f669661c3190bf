// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { ManageTeam } from "#shared/teams/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { ManageTeamsTab } from "./manage-teams-tab.tsx";

const CLUB_ID = "club-1";

const team = (
  name: string,
  counts: Pick<ManageTeam, "completedMatchCount" | "agreedFixtureCount">,
): ManageTeam => ({
  id: `team-${name}`,
  name,
  canton: "Bern",
  league: "3. Liga",
  group: "Gruppe 1",
  teamImageUrl: null,
  clubId: CLUB_ID,
  createdByClubId: CLUB_ID,
  createdAt: "2025-05-05T12:30:00.000Z",
  ...counts,
});

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
});

async function askToDelete(subject: ManageTeam): Promise<HTMLElement> {
  server.on(`GET /api/manage/clubs/${CLUB_ID}/teams`, json({ teams: [subject] }));
  const { user } = renderInApp(
    <MemoryRouter>
      <ManageTeamsTab clubId={CLUB_ID} />
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole("button", { name: `${subject.name} löschen` }));
  return findQuestion("Mannschaft löschen");
}

describe("deleting a team in the club management", () => {
  it("says that its players and coaches are deleted, but fixtures agreed with other clubs called off", async () => {
    const question = await askToDelete(team("Senioren", { completedMatchCount: 0, agreedFixtureCount: 2 }));
    expect(question).toHaveAccessibleDescription(
      "«Senioren» hat 2 vereinbarte Spiele mit anderen Vereinen und wird deshalb archiviert: Die Mannschaft verschwindet aus deinen Listen und Formularen, ihre Seite ist nicht mehr erreichbar, und ihre Spieler und Trainer werden gelöscht. Die vereinbarten kommenden Spiele werden abgesagt; die Gegner sehen sie mit dem Grund in ihrem Spielplan. Alle übrigen kommenden Spiele werden gelöscht. Dies kann nicht rückgängig gemacht werden.",
    );
    expect(within(question).getByRole("button", { name: "Abbrechen" })).toHaveFocus();
  });

  it("names played matches and an agreed fixture together", async () => {
    const question = await askToDelete(team("A-Junioren", { completedMatchCount: 1, agreedFixtureCount: 1 }));
    expect(question).toHaveAccessibleDescription(
      "«A-Junioren» hat 1 beendetes Spiel und 1 vereinbartes Spiel mit anderen Vereinen und wird deshalb archiviert: Die Mannschaft verschwindet aus deinen Listen und Formularen, ihre Seite ist nicht mehr erreichbar, und ihre Spieler und Trainer werden gelöscht. Die beendeten Spiele und die Tabellen der Gegner bleiben unverändert. Das vereinbarte kommende Spiel wird abgesagt; die Gegner sehen es mit dem Grund in ihrem Spielplan. Alle übrigen kommenden Spiele werden gelöscht. Dies kann nicht rückgängig gemacht werden.",
    );
  });

  it("deletes a team without a record for real", async () => {
    const question = await askToDelete(team("Reserve", { completedMatchCount: 0, agreedFixtureCount: 0 }));
    expect(question).toHaveAccessibleDescription(
      "«Reserve» wird mit allen Spielern, Trainern und Spielen gelöscht. Dies kann nicht rückgängig gemacht werden.",
    );
  });
});
