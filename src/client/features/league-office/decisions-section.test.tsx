// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDate } from "#shared/format.ts";
import type { OfficeCorrection, OfficeLeagueResponse } from "#shared/league/types.ts";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { DecisionsSection } from "./decisions-section.tsx";

// «Abzüge & Fairplay» lists every correction of the season with the red card it raises, and
// marks the ones the table no longer counts (the server's `counts`): a raised red card whose
// card stopped counting, or an older one (naming no card) with no counting red card behind it.

const SEASON = seasonOf(new Date());

const CARD = {
  matchDate: new Date(Date.UTC(SEASON, 8, 6, 13)).toISOString(),
  opponent: "FC Aare",
  minute: 45,
  addedMinute: 2,
  player: "Lena Frei",
};

function correction(
  id: string,
  reason: string,
  counts: boolean,
  card: OfficeCorrection["card"] = null,
): OfficeCorrection {
  return {
    id,
    teamId: "team-rot",
    name: "FC Rot 1. Mannschaft",
    kind: "red_card",
    points: 9,
    reason,
    createdAt: new Date(Date.UTC(SEASON, 9, 1)).toISOString(),
    counts,
    card,
  };
}

const answer: OfficeLeagueResponse = {
  season: SEASON,
  runningSeason: SEASON,
  canton: "Zürich",
  league: "4. Liga",
  groups: [],
  deductions: [],
  corrections: [
    correction("c1", "Tätlichkeit", true, CARD),
    correction("c2", "Schiedsrichter beleidigt", false),
    correction("c3", "Spucken", false, CARD),
  ],
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/league-office/league", json(answer));
});

function renderSection(season = SEASON) {
  const router = createMemoryRouter([{ path: "/spielleitung/entscheide", Component: DecisionsSection }], {
    initialEntries: [`/spielleitung/entscheide?saison=${season}&kanton=Z%C3%BCrich&liga=4.+Liga`],
  });
  return renderInApp(<RouterProvider router={router} />);
}

const DEDUCTION = {
  id: "d1",
  teamId: "team-aare",
  name: "FC Aare 1. Mannschaft",
  points: 3,
  reason: "Nicht angetreten",
  createdAt: new Date(Date.UTC(SEASON, 9, 1)).toISOString(),
};

/** A team of the league's answer, withdrawn when `withdrawal` is given. */
function officeTeam(teamId: string, name: string, withdrawal?: { at: string; reason: string }) {
  return {
    teamId,
    name,
    clubId: null,
    withdrawnAt: withdrawal?.at ?? null,
    withdrawnReason: withdrawal?.reason ?? null,
    countedMatches: 4,
    movedAway: false,
    awaitingOffice: false,
  };
}

describe("«Abzüge & Fairplay»", () => {
  it("marks a correction that no longer adds points, and only that one", async () => {
    renderSection();
    const counting = (await screen.findByText(/Tätlichkeit/)).closest("li");
    const stopped = screen.getByText(/Schiedsrichter beleidigt/).closest("li");
    expect(stopped).toHaveTextContent("Zählt nicht mehr: keine gewertete Rote Karte");
    expect(counting).not.toHaveTextContent("Zählt nicht mehr");
    expect(counting).toHaveTextContent(`${formatDate(CARD.matchDate)} gegen FC Aare, 45+2' – Lena Frei`);
    expect(screen.getByText(/Spucken/).closest("li")).toHaveTextContent(
      "Zählt nicht mehr: die Rote Karte zählt in keiner Tabelle",
    );
  });

  it("says that a league has no deductions, beside its corrections", async () => {
    renderSection();
    const deductions = (await screen.findByRole("heading", { name: "Punktabzüge" })).closest("div");
    expect(deductions).toHaveTextContent("Keine Punktabzüge in dieser Liga.");
  });

  it("names the team, the points and the day on each «Zurücknehmen» and in its question", async () => {
    const later = { ...DEDUCTION, id: "d3", createdAt: new Date(Date.UTC(SEASON, 11, 5, 12)).toISOString() };
    server.on(
      "GET /api/league-office/league",
      json({
        ...answer,
        deductions: [DEDUCTION, { ...DEDUCTION, id: "d2", points: 1, name: "FC Birs" }, later],
      }),
    );
    const { user } = renderSection();
    await user.click(
      await screen.findByRole("button", {
        name: `Abzug von 3 Punkten für FC Aare 1. Mannschaft vom 1. Oktober ${SEASON} zurücknehmen`,
      }),
    );
    const dialog = await findQuestion(
      `Abzug von 3 Punkten für FC Aare 1. Mannschaft vom 1. Oktober ${SEASON} zurücknehmen?`,
    );
    await user.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    expect(
      screen.getByRole("button", {
        name: `Abzug von 1 Punkt für FC Birs vom 1. Oktober ${SEASON} zurücknehmen`,
      }),
    ).toBeInTheDocument();
    // The same team's second deduction of the same points is told apart by its day.
    expect(
      screen.getByRole("button", {
        name: `Abzug von 3 Punkten für FC Aare 1. Mannschaft vom 5. Dezember ${SEASON} zurücknehmen`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole("button", {
        name: `Korrektur von 9 Strafpunkten für FC Rot 1. Mannschaft vom 1. Oktober ${SEASON} zurücknehmen`,
      }),
    ).toHaveLength(3);
    expect(server.writes()).toEqual([]);
  });

  it("lists the season's withdrawals with their group, day and reason, and lifts one after asking", async () => {
    const withdrawnAt = new Date(Date.UTC(SEASON, 10, 14, 9)).toISOString();
    const team = (teamId: string, name: string, withdrawn: boolean) =>
      withdrawn
        ? officeTeam(teamId, name, { at: withdrawnAt, reason: "Zu wenig Spieler" })
        : officeTeam(teamId, name);
    server.on(
      "GET /api/league-office/league",
      json({
        ...answer,
        corrections: [],
        groups: [
          { name: "Gruppe 2", teams: [team("t-see", "FC See 2", true), team("t-berg", "FC Berg", false)] },
        ],
      }),
    );
    server.on("DELETE /api/league-office/withdrawals/t-see", json({ ok: true }));
    const { user } = renderSection();
    const card = (await screen.findByRole("heading", { name: "Rückzüge" })).closest("div");
    expect(card).toHaveTextContent(
      `FC See 2 (Gruppe 2): zurückgezogen am 14. November ${SEASON} – Zu wenig Spieler`,
    );
    expect(card).not.toHaveTextContent("FC Berg");
    await user.click(screen.getByRole("button", { name: "Rückzug von FC See 2 aufheben" }));
    const dialog = await findQuestion("Rückzug von FC See 2 aufheben?");
    expect(dialog).toHaveTextContent("wieder angesetzt");
    await user.click(within(dialog).getByRole("button", { name: "Rückzug aufheben" }));
    await expect
      .poll(() => server.writes().map((w) => `${w.method} ${w.path}`))
      .toEqual([`DELETE /api/league-office/withdrawals/t-see?season=${SEASON}`]);
  });

  it("names each decision's group, as a withdrawal does", async () => {
    // A league of two groups: «Punktabzüge» and «Fairplay-Korrekturen» named the team alone, so the
    // office could not tell which table a decision changes («Rückzüge» named it).
    server.on(
      "GET /api/league-office/league",
      json({
        ...answer,
        deductions: [DEDUCTION],
        groups: [
          { name: "Gruppe 1", teams: [officeTeam("team-aare", DEDUCTION.name)] },
          { name: "Gruppe 2", teams: [officeTeam("team-rot", "FC Rot 1. Mannschaft")] },
        ],
      }),
    );
    renderSection();
    expect((await screen.findByText(/Nicht angetreten/)).closest("li")).toHaveTextContent(
      "FC Aare 1. Mannschaft (Gruppe 1): −3 Pkt.",
    );
    expect(screen.getByText(/Tätlichkeit/).closest("li")).toHaveTextContent(
      "FC Rot 1. Mannschaft (Gruppe 2): +9 Str.",
    );
  });

  it("keeps a team's ordinal with its word and a day with its month", async () => {
    // Wider than a phone's column, «SV Limmatau 1.» broke above «Mannschaft» and, at 1280 px too,
    // a withdrawal's «zurückgezogen am 7.» above «Dezember 2026».
    const withdrawn = officeTeam("t-see", "FC See 2. Mannschaft", {
      at: new Date(Date.UTC(SEASON, 11, 7, 9)).toISOString(),
      reason: "Zu wenig Spieler seit dem 3. Dezember",
    });
    server.on(
      "GET /api/league-office/league",
      json({ ...answer, deductions: [DEDUCTION], groups: [{ name: "Gruppe 2", teams: [withdrawn] }] }),
    );
    renderSection();
    await screen.findByText(/Nicht angetreten/);
    const kept = (text: RegExp) =>
      [...(screen.getByText(text).closest("li")?.querySelectorAll("span.whitespace-nowrap") ?? [])].map(
        (span) => span.textContent,
      );
    expect(kept(/Nicht angetreten/)).toEqual(["1. Mannschaft"]);
    expect(kept(/Zu wenig Spieler/)).toEqual(["2. Mannschaft", "7. Dezember", "3. Dezember"]);
    expect(kept(/Tätlichkeit/)).toEqual(["1. Mannschaft"]);
  });

  it("says a closed season's decisions can no longer change, and offers no «Zurücknehmen»", async () => {
    server.on(
      "GET /api/league-office/league",
      json({ ...answer, season: SEASON - 1, deductions: [DEDUCTION] }),
    );
    renderSection(SEASON - 1);
    const closed = `Die Saison ${seasonLabel(SEASON - 1)} ist abgeschlossen`;
    for (const heading of ["Punktabzüge", "Fairplay-Korrekturen"]) {
      const card = (await screen.findByRole("heading", { name: heading })).closest("div");
      expect(card).toHaveTextContent(closed);
    }
    expect(screen.queryByRole("button", { name: /zurücknehmen/ })).toBeNull();
  });
});
