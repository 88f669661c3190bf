// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { testTeam } from "../../test/match-rows.ts";
import { MatchTeamBlock } from "./match-teams.tsx";

// A side of a match links to its club and, on the match page, to its team; a team its club
// deleted is kept for the matches it played, but its page (and maybe its club's) is gone.

describe("MatchTeamBlock", () => {
  it("links the club's logo and the team's name", () => {
    render(
      <MemoryRouter>
        <MatchTeamBlock team={testTeam("t1", "FC Seeblick")} linksTeam />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: /Verein von FC Seeblick/ }).getAttribute("href")).toBe(
      "/vereine/club-t1",
    );
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/vereine/club-t1",
      "/vereine/club-t1/teams/t1",
    ]);
  });

  it("shows a deleted team's name and logo without links", () => {
    render(
      <MemoryRouter>
        <MatchTeamBlock team={{ ...testTeam("t2", "FC Gelöscht"), archived: true }} linksTeam />
      </MemoryRouter>,
    );
    expect(screen.getByText("FC Gelöscht")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});

it("MatchTeamBlock keeps a team's ordinal on the line of its word", () => {
  // The match page's header gives each side a third of a phone's width: «1.» above «Mannschaft».
  const { container } = render(
    <MemoryRouter>
      <MatchTeamBlock team={testTeam("t1", "FC Seeblick")} linksTeam />
    </MemoryRouter>,
  );
  expect([...container.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent)).toEqual([
    "1. Mannschaft",
  ]);
});
