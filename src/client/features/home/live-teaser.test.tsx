// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { LiveTeaser } from "./live-teaser.tsx";

const MATCH = testLiveMatch("m1", { awayTeam: testTeam("m1-away", "SV Limmattal-Schlieren") });
const GOAL: MatchEventView = {
  id: "e1",
  matchId: MATCH.id,
  type: "goal",
  minute: 90,
  addedMinute: 3,
  description: "Tor zum 1:0",
  customDescription: null,
  score: { home: 1, away: 0 },
  teamSide: "away",
  player: {
    id: "p1",
    firstName: "Michele",
    lastName: "Ferrari",
    playerNumber: null,
    playerImageUrl: null,
    teamId: "m1-away",
  },
  assist: null,
  playerIn: null,
  createdAt: "2030-09-07T13:12:00.000Z",
};

beforeEach(() => {
  const server = fakeServer();
  server.on("GET /api/matches", json({ matches: [MATCH], nextCursor: null }));
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [GOAL] }));
});

it("lets an event line wrap, so a phone shows the team's whole name", async () => {
  renderInApp(
    <MemoryRouter>
      <LiveTeaser />
    </MemoryRouter>,
  );
  const events = await screen.findByRole("list", { name: "Letzte Ereignisse" });
  const line = within(events).getByRole("listitem");
  expect(line).toHaveTextContent("90+3'Tor – Michele Ferrari (SV Limmattal-Schlieren)");
  // A 390 px wide start page cut «(SV Limmat…»: nothing in the line may clip its text.
  for (const part of [line, ...line.querySelectorAll("*")]) {
    expect(part.className.toString(), part.textContent ?? "").not.toMatch(
      /\b(truncate|whitespace-nowrap|line-clamp-\d)\b/,
    );
  }
});

it("names the teams of a derby between two teams of one club, not the club twice", async () => {
  const seniors = { ...testTeam("m2-away", "FC Seeblick"), clubId: "club-m2-home", name: "Senioren 30+" };
  const derby = testLiveMatch("m2", { homeTeam: testTeam("m2-home", "FC Seeblick"), awayTeam: seniors });
  const server = fakeServer();
  server.on("GET /api/matches", json({ matches: [derby], nextCursor: null }));
  server.on(`GET /api/matches/${derby.id}/events`, json({ events: [{ ...GOAL, matchId: derby.id }] }));
  renderInApp(
    <MemoryRouter>
      <LiveTeaser />
    </MemoryRouter>,
  );
  // «Spielstand FC Seeblick 1 zu 0 FC Seeblick» and a goal «(FC Seeblick)» told nobody which team.
  expect(
    await screen.findByRole("img", { name: "Spielstand 1. Mannschaft 1 zu 0 Senioren 30+" }),
  ).toBeInTheDocument();
  const events = await screen.findByRole("list", { name: "Letzte Ereignisse" });
  expect(within(events).getByRole("listitem")).toHaveTextContent("(Senioren 30+)");
});
