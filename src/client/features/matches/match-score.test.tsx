// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ABANDONED_FORFEIT_REASON } from "#shared/matches/schema.ts";
import type { MatchTeam } from "#shared/matches/types.ts";
import { MatchScore } from "./match-score.tsx";

const team = (name: string, clubName: string): MatchTeam => ({
  id: name,
  name,
  teamImageUrl: null,
  clubId: clubName,
  clubName,
  clubLogoUrl: null,
  league: "3. Liga",
  canton: "Zürich",
  archived: false,
  awaitingOffice: false,
});
const match = {
  status: "completed" as const,
  cancellationReason: null,
  homeTeam: team("1. Mannschaft", "FC Seeblick"),
  awayTeam: team("2. Mannschaft", "SC Hügel"),
  homeScore: 3,
  awayScore: 0,
};

describe("MatchScore", () => {
  it("shows «Forfait» beside a forfeited 3:0, naming the side that did not play", () => {
    render(<MatchScore match={{ ...match, forfeit: "away" }} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toMatch(/3 zu 0 .*, Forfait$/);
    const label = screen.getByText("Forfait");
    expect(label.getAttribute("title")).toBe("Forfait: SC Hügel 2. Mannschaft ist nicht angetreten");
    // The score's sentence says it: a screen reader does not read «Forfait» twice.
    expect(label).toHaveAttribute("aria-hidden", "true");
  });

  it("says the office scored an abort as a forfeit, not that the side did not turn up", () => {
    render(
      <MatchScore match={{ ...match, forfeit: "away", cancellationReason: ABANDONED_FORFEIT_REASON }} />,
    );
    expect(screen.getByText("Forfait").getAttribute("title")).toBe(
      "Spielabbruch: als Forfait gegen SC Hügel 2. Mannschaft gewertet (Entscheid der Spielleitung).",
    );
  });

  it("shows a played 3:0 without it", () => {
    render(<MatchScore match={{ ...match, forfeit: null }} />);
    expect(screen.getByRole("img").textContent).toBe("3 : 0");
    expect(screen.queryByText("Forfait")).toBeNull();
  });
});
