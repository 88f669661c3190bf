// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { OfficeLeagueResponse, OfficeTeamHit } from "#shared/league/types.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { PlacementsSection } from "./placements-section.tsx";

const SEASON = seasonOf(new Date());

/** A team's name as shown: its «1. Mannschaft» is a part of its own (KeptTogether). */
function wholeText(text: string) {
  return (_: string, element: Element | null) => element?.textContent === text;
}

function leagueAnswer(canton: OfficeLeagueResponse["canton"], team: string): OfficeLeagueResponse {
  return {
    season: SEASON,
    runningSeason: SEASON,
    canton,
    league: "4. Liga",
    groups: [
      {
        name: "Gruppe 1",
        teams: [
          {
            teamId: `${canton}-team`,
            name: team,
            clubId: null,
            withdrawnAt: null,
            withdrawnReason: null,
            countedMatches: 3,
            movedAway: false,
            awaitingOffice: false,
          },
        ],
      },
    ],
    deductions: [],
    corrections: [],
  };
}

let server: ReturnType<typeof fakeServer>;
let uriArrives: () => void;

beforeEach(() => {
  server = fakeServer();
  const uri = new Promise<void>((resolve) => {
    uriArrives = resolve;
  });
  server.on("GET /api/league-office/league", async (request) => {
    const canton = new URL(request.path, "http://localhost").searchParams.get("canton");
    if (canton === "Uri") {
      await uri;
      return json(leagueAnswer("Uri", "FC Altdorf 1. Mannschaft"));
    }
    return json(leagueAnswer("Zürich", "FC Sihlbrugg 1. Mannschaft"));
  });
});

describe("«Saisons, Ligen & Gruppen»", () => {
  it("takes no decision on the league shown before while the chosen one loads", async () => {
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    const { user } = renderInApp(<RouterProvider router={router} />);
    const zurich = (await screen.findByText(wholeText("FC Sihlbrugg 1. Mannschaft"))).closest("li");
    if (!zurich) throw new Error("no line for the Zürich team");
    expect(
      within(zurich).getByRole("button", { name: "Abzug für FC Sihlbrugg 1. Mannschaft" }),
    ).toBeEnabled();

    await user.selectOptions(screen.getByLabelText("Kanton"), "Uri");
    // Zürich's groups stay while Uri's load, but a deduction from there would be Zürich's team
    // under Uri's heading: the list is marked busy and its buttons take nothing.
    const groups = screen.getByText(wholeText("FC Sihlbrugg 1. Mannschaft")).closest("[aria-busy]");
    expect(groups).toHaveAttribute("aria-busy", "true");
    expect(
      within(zurich).getByRole("button", { name: "Abzug für FC Sihlbrugg 1. Mannschaft" }),
    ).toBeDisabled();

    uriArrives();
    const uri = (await screen.findByText(wholeText("FC Altdorf 1. Mannschaft"))).closest("li");
    if (!uri) throw new Error("no line for the Uri team");
    expect(within(uri).getByRole("button", { name: "Abzug für FC Altdorf 1. Mannschaft" })).toBeEnabled();
    expect(screen.getByText(wholeText("FC Altdorf 1. Mannschaft")).closest("[aria-busy]")).toHaveAttribute(
      "aria-busy",
      "false",
    );
  });

  it("counts a team's matches in German, one match in the singular", async () => {
    const answer = leagueAnswer("Zürich", "FC Sihlbrugg 1. Mannschaft");
    const [group] = answer.groups;
    const [team] = group?.teams ?? [];
    if (!group || !team) throw new Error("no team in the answer");
    server.on(
      "GET /api/league-office/league",
      json({ ...answer, groups: [{ ...group, teams: [{ ...team, countedMatches: 1 }] }] }),
    );
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    renderInApp(<RouterProvider router={router} />);
    const line = (await screen.findByText(wholeText("FC Sihlbrugg 1. Mannschaft"))).closest("li");
    expect(line).toHaveTextContent("1 gewertetes Spiel");
    expect(line).not.toHaveTextContent("gewertete Spiele");
  });

  it("says beside a team what the office deducted, as the public table does", async () => {
    // After «Abzug» the team's line still read «3 gewertete Spiele» and nothing else: whether a
    // deduction was already made (and how many points) could be seen only on another tab.
    const answer = leagueAnswer("Zürich", "FC Sihlbrugg 1. Mannschaft");
    const deduction = {
      teamId: "Zürich-team",
      name: "FC Sihlbrugg 1. Mannschaft",
      createdAt: "2026-10-03T08:00:00.000Z",
    };
    server.on(
      "GET /api/league-office/league",
      json({
        ...answer,
        deductions: [
          { ...deduction, id: "d1", points: 3, reason: "Nichtantreten" },
          { ...deduction, id: "d2", points: 2, reason: "Schiedsrichterkosten nicht bezahlt" },
        ],
      }),
    );
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    renderInApp(<RouterProvider router={router} />);
    const line = (await screen.findByText(wholeText("FC Sihlbrugg 1. Mannschaft"))).closest("li");
    expect(line).toHaveTextContent("−5 Pkt. Abzug");
  });

  it("names each team's buttons with the team, keeping the words they show", async () => {
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    renderInApp(<RouterProvider router={router} />);
    const line = (await screen.findByText(wholeText("FC Sihlbrugg 1. Mannschaft"))).closest("li");
    if (!line) throw new Error("no line for the Zürich team");
    // Every line has the same four: a screen reader's list of buttons said «Abzug» once a team.
    const names = within(line)
      .getAllByRole("button")
      .map((button) => [button.textContent?.trim(), button.getAttribute("aria-label")]);
    expect(names).toEqual([
      ["Verschieben", "FC Sihlbrugg 1. Mannschaft verschieben"],
      ["Abzug", "Abzug für FC Sihlbrugg 1. Mannschaft"],
      ["Strafpunkte", "Strafpunkte für FC Sihlbrugg 1. Mannschaft"],
      ["Zurückziehen", "FC Sihlbrugg 1. Mannschaft zurückziehen"],
    ]);
  });
});

describe("a withdrawal from the team's line", () => {
  function withdrawnAnswer(): OfficeLeagueResponse {
    const answer = leagueAnswer("Zürich", "FC Sihlbrugg 1. Mannschaft");
    const [group] = answer.groups;
    const [team] = group?.teams ?? [];
    if (!group || !team) throw new Error("no team in the answer");
    return {
      ...answer,
      groups: [
        {
          ...group,
          teams: [{ ...team, withdrawnAt: `${SEASON}-11-14T10:00:00Z`, withdrawnReason: "Aufgelöst" }],
        },
      ],
    };
  }

  it("asks before the withdrawal is taken back, as «Entscheide» does, and writes nothing when cancelled", async () => {
    server.on("GET /api/league-office/league", json(withdrawnAnswer()));
    server.on("DELETE /api/league-office/withdrawals/Zürich-team", json({ ok: true }));
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    const { user } = renderInApp(<RouterProvider router={router} />);
    const undo = await screen.findByRole("button", {
      name: "Rückzug aufheben für FC Sihlbrugg 1. Mannschaft",
    });

    // Taking it back sets the cancelled matches again and puts the team back into the table.
    await user.click(undo);
    const question = await findQuestion("Rückzug von FC Sihlbrugg 1. Mannschaft aufheben?");
    expect(question).toHaveTextContent("wieder angesetzt");
    await user.click(within(question).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);

    await user.click(undo);
    const again = await findQuestion("Rückzug von FC Sihlbrugg 1. Mannschaft aufheben?");
    await user.click(within(again).getByRole("button", { name: "Rückzug aufheben" }));
    await expect
      .poll(() => server.writes().map((w) => `${w.method} ${w.path}`))
      .toEqual([`DELETE /api/league-office/withdrawals/Z%C3%BCrich-team?season=${SEASON}`]);
  });
});

describe("«Mannschaft suchen»", () => {
  it("comes before the groups, so a phone reaches it without scrolling past every team and match", async () => {
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    renderInApp(<RouterProvider router={router} />);
    const group = await screen.findByRole("heading", { name: /^Gruppe 1/ });
    const search = screen.getByRole("heading", { name: "Mannschaft einteilen" });
    // Reading order, Tab order and a phone's one column all follow the document: the search was
    // under every group's teams and matches, some 4,500 px down on a phone.
    const headings = screen.getAllByRole("heading").map((h) => h.textContent?.trim() ?? "");
    expect(headings.indexOf("Mannschaft einteilen")).toBe(0);
    expect(search.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen
        .getByRole("searchbox", { name: "Mannschaft suchen" })
        .compareDocumentPosition(
          screen.getByRole("button", { name: "FC Sihlbrugg 1. Mannschaft verschieben" }),
        ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("says how many teams a search found, in one polite region that stays", async () => {
    const hits: OfficeTeamHit[] = ["FC Seeblick 1. Mannschaft", "FC Seefeld 1. Mannschaft"].map(
      (name, i) => ({
        teamId: `team-${i}`,
        name,
        canton: null,
        league: null,
        group: null,
        countedMatches: 0,
      }),
    );
    server.on("GET /api/league-office/teams", (request) => {
      const q = (new URL(request.path, "http://localhost").searchParams.get("q") ?? "").toLowerCase();
      const found = hits.filter((team) => team.name.toLowerCase().includes(q));
      return json({ teams: found, total: found.length });
    });
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    const { user } = renderInApp(<RouterProvider router={router} />);
    await screen.findByText(wholeText("FC Sihlbrugg 1. Mannschaft"));
    const box = screen.getByRole("searchbox", { name: "Mannschaft suchen" });
    // The region is there, empty, before the first search: one that appears with its text is mostly not read.
    const card = screen.getByRole("heading", { name: "Mannschaft einteilen" }).parentElement;
    if (!card) throw new Error("no card for the search");
    const [said, ...others] = card.querySelectorAll('[aria-live="polite"]');
    expect(others).toEqual([]);
    expect(said).toHaveTextContent(/^$/);

    await user.type(box, "see");
    expect(await screen.findByText(wholeText("FC Seefeld 1. Mannschaft"))).toBeInTheDocument();
    await waitFor(() => expect(said).toHaveTextContent("2 Mannschaften für «see»"));

    await user.clear(box);
    await user.type(box, "seeb");
    expect(await screen.findByText(wholeText("FC Seeblick 1. Mannschaft"))).toBeInTheDocument();
    await waitFor(() => expect(said).toHaveTextContent("1 Mannschaft für «seeb»"));

    await user.type(box, "x");
    expect(await screen.findByText("Keine Mannschaft gefunden.")).toBeInTheDocument();
    await waitFor(() => expect(said).toHaveTextContent("Keine Mannschaft für «seebx» gefunden."));
    expect(card.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });

  /** The 4. Liga's groups, with «SV Limmatau 1. Mannschaft» (Gruppe 1 of the 3. Liga, 4 games) to find. */
  function openWithLimmatauToFind() {
    server.on(
      "GET /api/league-office/teams",
      json({
        teams: [
          {
            teamId: "t1",
            name: "SV Limmatau 1. Mannschaft",
            canton: "Zürich",
            league: "3. Liga",
            group: "Gruppe 1",
            countedMatches: 4,
          },
        ],
        total: 1,
      }),
    );
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    return renderInApp(<RouterProvider router={router} />);
  }

  // At 360 px a hit read «SV Limmatau 1.» above «Mannschaft»: the ordinal parted from its word.
  it("keeps a team's ordinal with its word, in a group and among the hits", async () => {
    const { user } = openWithLimmatauToFind();
    const line = await screen.findByText(wholeText("FC Sihlbrugg 1. Mannschaft"));
    expect([...line.querySelectorAll(".whitespace-nowrap")].map((part) => part.textContent)).toEqual([
      "1. Mannschaft",
    ]);
    await user.type(screen.getByRole("searchbox", { name: "Mannschaft suchen" }), "limmatau");
    const hit = (await screen.findByRole("button", { name: "SV Limmatau 1. Mannschaft einteilen" })).closest(
      "li",
    );
    // The hit's text, beside its button.
    const text = hit?.firstElementChild;
    expect([...(text?.querySelectorAll(".whitespace-nowrap") ?? [])].map((part) => part.textContent)).toEqual(
      ["1. Mannschaft", "3. Liga"],
    );
  });

  it("asks what becomes of a found team's counted matches, as from its group's line", async () => {
    const { user } = openWithLimmatauToFind();
    await user.type(screen.getByRole("searchbox", { name: "Mannschaft suchen" }), "limmatau");
    await user.click(await screen.findByRole("button", { name: "SV Limmatau 1. Mannschaft einteilen" }));
    const dialog = await screen.findByRole("dialog", { name: "Mannschaft einteilen" });
    expect(
      within(dialog).getByRole("combobox", { name: /Bisherige Spiele \(4 gewertet\)/ }),
    ).toBeInTheDocument();
  });

  it("asks the server once the typing pauses, and says when the list is cut", async () => {
    const hits: OfficeTeamHit[] = Array.from({ length: 20 }, (_, i) => ({
      teamId: `team-${i}`,
      name: `FC Seeblick ${i + 1}. Mannschaft`,
      canton: null,
      league: null,
      group: null,
      countedMatches: 0,
    }));
    server.on("GET /api/league-office/teams", json({ teams: hits, total: 57 }));
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    const { user } = renderInApp(<RouterProvider router={router} />);
    await screen.findByText(wholeText("FC Sihlbrugg 1. Mannschaft"));
    await user.type(screen.getByRole("searchbox", { name: "Mannschaft suchen" }), "seeblick");
    expect(await screen.findByText("Die ersten 20 von 57 Mannschaften – suche genauer.")).toBeInTheDocument();
    // Typed without a pause: one request, for the whole word, not one per key.
    const searches = server.requests.filter((r) => r.path.startsWith("/api/league-office/teams"));
    expect(searches.map((r) => new URL(r.path, "http://localhost").searchParams.get("q"))).toEqual([
      "seeblick",
    ]);
  });

  // A team moved away stays in its old group's list as a record («verschoben»): the group's count
  // said six where five play.
  it("counts the teams that play in a group, and a team moved away beside them", async () => {
    const answer = leagueAnswer("Zürich", "FC Sihlbrugg 1. Mannschaft");
    const [group] = answer.groups;
    const [team] = group?.teams ?? [];
    if (!group || !team) throw new Error("no team in the answer");
    group.teams.push({ ...team, teamId: "moved-team", name: "FC Gone 1. Mannschaft", movedAway: true });
    server.on("GET /api/league-office/league", json(answer));
    const router = createMemoryRouter([{ path: "/spielleitung/einteilung", Component: PlacementsSection }], {
      initialEntries: [`/spielleitung/einteilung?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    renderInApp(<RouterProvider router={router} />);
    expect(
      await screen.findByRole("heading", { name: "Gruppe 1 (1 Mannschaft, 1 verschoben)" }),
    ).toBeInTheDocument();
  });
});
