// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { HeroMatches } from "./hero-matches.tsx";

it("names the teams of a derby between two teams of one club, not the club twice", async () => {
  const seniors = { ...testTeam("away", "FC Seeblick"), clubId: "club-home", name: "Senioren 30+" };
  const derby = testMatch("m-derby", { homeTeam: testTeam("home", "FC Seeblick"), awayTeam: seniors });
  const server = fakeServer();
  server.on("GET /api/matches", (request) => {
    const scope = new URL(request.path, "http://localhost").searchParams.get("scope");
    return json({ matches: scope === "live" ? [] : [derby], nextCursor: null });
  });
  renderInApp(
    <MemoryRouter>
      <HeroMatches />
    </MemoryRouter>,
  );
  // «FC Seeblick – FC Seeblick» told nobody which of the club's teams plays whom.
  const link = await screen.findByRole("link", { name: /1\. Mannschaft.*Senioren 30\+/ });
  expect(link).not.toHaveTextContent("FC Seeblick");
});
