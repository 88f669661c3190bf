// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MatchPlayerRef } from "#shared/matches/types.ts";
import { PlayerGrid } from "./player-grid.tsx";

const player = (id: string, firstName: string, playerNumber: number | null): MatchPlayerRef => ({
  id,
  firstName,
  lastName: "Sousa",
  playerNumber,
  playerImageUrl: null,
  teamId: "t",
});

describe("the one-tap panel's player tiles", () => {
  it("show every player in one form, number over last name, a player without a number too", () => {
    render(
      <PlayerGrid
        players={[player("p10", "João", 10), player("p0", "Diogo", null)]}
        label="Spieler FC Seeblick"
        onPick={vi.fn()}
      />,
    );
    const numbered = screen.getByRole("button", { name: "Nr. 10, João Sousa" });
    const without = screen.getByRole("button", { name: "Diogo Sousa" });
    // Before, the one without a number read «Sousa» in large type beside «10 Sousa»: the same
    // name in two forms, one looking like the other's heading.
    expect([...numbered.children].map((e) => e.textContent)).toEqual(["10", "Sousa"]);
    expect([...without.children].map((e) => e.textContent)).toEqual(["–", "Sousa"]);
    expect(without.children[1]?.className).toBe(numbered.children[1]?.className);
  });
});
