// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { LineupEntryView, MatchStartingLineups } from "#shared/lineups/types.ts";
import type { LineupPlayer, MatchEventView, MatchLineups } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { EventForm } from "./event-form.tsx";
import { CHOOSE_PLAYER } from "./event-player-select.tsx";

// The detailed event form (the report dialog's and the ticker's «Neues Ereignis») offers whom the
// server takes at the form's minute: with a line-up, a goal by a player on the pitch, a
// substitution of one on the pitch for one on the bench.

const MATCH = testLiveMatch("m1");
const HOME_TEAM = MATCH.homeTeam.id;

function player(id: string, lastName: string): LineupPlayer {
  return {
    id,
    firstName: "Lena",
    lastName,
    playerNumber: null,
    playerImageUrl: null,
    teamId: HOME_TEAM,
    position: null,
    birthYear: null,
    atClubSince: null,
    goals: 0,
    assists: 0,
    yellowCards: 0,
    yellowRedCards: 0,
    redCards: 0,
  };
}

const FREI = player("p-frei", "Frei");
const MEIER = player("p-meier", "Meier");
const BANK = player("p-bank", "Bank");

function entry(p: LineupPlayer, role: LineupEntryView["role"]): LineupEntryView {
  return {
    playerId: p.id,
    name: `${p.firstName} ${p.lastName}`,
    shirtNumber: null,
    role,
    isCaptain: false,
    isGoalkeeper: false,
  };
}

const LINEUPS: MatchLineups = {
  home: { team: MATCH.homeTeam, players: [FREI, MEIER, BANK] },
  away: { team: MATCH.awayTeam, players: [] },
  hasLineups: false,
};
const STARTING: MatchStartingLineups = {
  home: { starters: [entry(FREI, "start"), entry(MEIER, "start")], bench: [entry(BANK, "bench")] },
  away: null,
};

/** Frei goes off for Bank in the 60th minute. */
const SUBSTITUTION: MatchEventView = {
  id: "e-sub",
  matchId: MATCH.id,
  type: "substitution",
  minute: 60,
  addedMinute: null,
  description: "Wechsel",
  customDescription: null,
  score: null,
  teamSide: "home",
  player: FREI,
  assist: null,
  playerIn: BANK,
  createdAt: "2030-09-07T14:00:00.000Z",
};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/matches/${MATCH.id}/lineups`, json(LINEUPS));
  server.on(`GET /api/matches/${MATCH.id}/starting-lineups`, json(STARTING));
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [SUBSTITUTION] }));
});

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);

async function renderForm() {
  const view = renderInApp(<EventForm match={MATCH} source="report" editing={null} defaultMinute={30} />);
  const scorer = await screen.findByRole("combobox", { name: /^Spieler/ });
  await waitFor(() => expect(optionNames(scorer)).toContain("Lena Frei"));
  return { ...view, scorer };
}

describe("the event form's players", () => {
  it("offers a goal only to players on the pitch at the form's minute", async () => {
    const { user, scorer } = await renderForm();
    // 30': the starters are on the pitch, the bench is not.
    expect(optionNames(scorer)).toEqual(["Spieler wählen", "Ohne Spieler", "Lena Frei", "Lena Meier"]);

    const minute = screen.getByRole("spinbutton", { name: /Minute/ });
    await user.clear(minute);
    await user.type(minute, "70");
    // 70': Frei went off at 60', Bank came on.
    await waitFor(() =>
      expect(optionNames(scorer)).toEqual(["Spieler wählen", "Ohne Spieler", "Lena Meier", "Lena Bank"]),
    );
    const assist = screen.getByRole("combobox", { name: /Vorlage/ });
    expect(optionNames(assist)).toEqual(["Keine Vorlage", "Lena Meier", "Lena Bank"]);
  });

  it("takes off a player on the pitch and brings on one from the bench", async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Ereignis/ }), "Wechsel");
    const off = screen.getByRole("combobox", { name: /Spieler raus/ });
    const on = screen.getByRole("combobox", { name: /Spieler rein/ });
    expect(optionNames(off)).toEqual(["Spieler wählen", "Ohne Spieler", "Lena Frei", "Lena Meier"]);
    expect(optionNames(on)).toEqual(["Spieler wählen", "Ohne Spieler", "Lena Bank"]);
  });

  it("lets a card go to anyone not yet sent off or substituted off", async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Ereignis/ }), "Gelbe Karte");
    const booked = screen.getByRole("combobox", { name: /^Spieler/ });
    expect(optionNames(booked)).toEqual([
      "Spieler wählen",
      "Ohne Spieler",
      "Lena Frei",
      "Lena Meier",
      "Lena Bank",
    ]);
    const minute = screen.getByRole("spinbutton", { name: /Minute/ });
    await user.clear(minute);
    await user.type(minute, "75");
    await waitFor(() =>
      expect(optionNames(booked)).toEqual(["Spieler wählen", "Ohne Spieler", "Lena Meier", "Lena Bank"]),
    );
  });
});

describe("the event form's «Schlusspfiff»", () => {
  it("is not offered while the match is live (the ticker's «Spiel beenden» sets it), and is after", async () => {
    // Offered in the ticker's «Neues Ereignis», it was refused each time it was chosen: «Das Spiel
    // läuft noch: den Schlusspfiff setzt der Live-Ticker mit «Spiel beenden».»
    const { unmount } = renderInApp(
      <EventForm match={MATCH} source="live" editing={null} defaultMinute={30} />,
    );
    const live = screen.getByRole("combobox", { name: /^Ereignis/ });
    expect(optionNames(live)).toContain("Halbzeit");
    expect(optionNames(live)).not.toContain("Schlusspfiff");
    unmount();

    const ended = { ...MATCH, status: "completed", period: "finished" } as const;
    renderInApp(<EventForm match={ended} source="report" editing={null} defaultMinute={90} />);
    expect(optionNames(screen.getByRole("combobox", { name: /^Ereignis/ }))).toContain("Schlusspfiff");
  });
});

describe("the ticker's «Neues Ereignis» sent with a field missing or wrong", () => {
  async function renderTickerForm() {
    const view = renderInApp(<EventForm match={MATCH} source="live" editing={null} defaultMinute={30} />);
    const scorer = await screen.findByRole("combobox", { name: /^Spieler/ });
    await waitFor(() => expect(optionNames(scorer)).toContain("Lena Frei"));
    return view;
  }

  it("focuses the first field that needs a change: the minute, then the player", async () => {
    const { user } = await renderTickerForm();
    const minute = screen.getByRole("spinbutton", { name: /Minute/ });
    await user.clear(minute);
    await user.click(screen.getByRole("button", { name: "Ereignis hinzufügen" }));
    expect(minute).toHaveAttribute("aria-invalid", "true");
    expect(minute).toHaveFocus();

    await user.type(minute, "31");
    await user.click(screen.getByRole("button", { name: "Ereignis hinzufügen" }));
    const scorer = screen.getByRole("combobox", { name: /^Spieler/ });
    expect(scorer).toHaveAccessibleDescription(CHOOSE_PLAYER);
    expect(scorer).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("focuses the field the server refused", async () => {
    server.on(
      `POST /api/manage/matches/${MATCH.id}/events`,
      json(
        { error: { code: "bad_request", message: "Ungültige Eingabe", fields: { minute: "Zu spät" } } },
        400,
      ),
    );
    const { user } = await renderTickerForm();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Spieler/ }), "Ohne Spieler");
    await user.click(screen.getByRole("button", { name: "Ereignis hinzufügen" }));
    const minute = screen.getByRole("spinbutton", { name: /Minute/ });
    await waitFor(() => expect(minute).toHaveAccessibleDescription(/Zu spät/));
    expect(minute).toHaveFocus();
  });

  it("focuses the team the server refused, and reads its reason there", async () => {
    // An agreed match takes cards only for the club's own team: the refusal is about the side.
    server.on(
      `POST /api/manage/matches/${MATCH.id}/events`,
      json(
        {
          error: {
            code: "bad_request",
            message: "Ungültige Eingabe",
            fields: { teamSide: "Nur für die eigene Mannschaft" },
          },
        },
        400,
      ),
    );
    const { user } = await renderTickerForm();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Spieler/ }), "Ohne Spieler");
    await user.click(screen.getByRole("button", { name: "Ereignis hinzufügen" }));
    const home = screen.getByRole("radio", { name: /Heim/ });
    await waitFor(() => expect(home).toHaveAccessibleDescription(/Nur für die eigene Mannschaft/));
    expect(home).toHaveAttribute("aria-invalid", "true");
    expect(home).toHaveFocus();
  });
});
