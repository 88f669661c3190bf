// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MatchPlayerRef } from "#shared/matches/types.ts";
import { PlayerGrid } from "./player-grid.tsx";

const player = (
  id: string,
  firstName: string,
  playerNumber: number | null,
  lastName = "Sousa",
): MatchPlayerRef => ({
  id,
  firstName,
  lastName,
  playerNumber,
  playerImageUrl: null,
  teamId: "t",
});

describe("the one-tap panel's player tiles", () => {
  it("show every player in one form, number over last name, a player without a number too", () => {
    render(
      <PlayerGrid
        players={[player("p10", "João", 10, "Silva"), player("p0", "Diogo", null)]}
        label="Spieler FC Seeblick"
        onPick={vi.fn()}
      />,
    );
    const numbered = screen.getByRole("button", { name: "Nr. 10, João Silva" });
    const without = screen.getByRole("button", { name: "Diogo Sousa" });
    // Before, the one without a number read «Sousa» in large type beside «10 Sousa»: the same
    // name in two forms, one looking like the other's heading.
    expect([...numbered.children].map((e) => e.textContent)).toEqual(["10", "Silva"]);
    expect([...without.children].map((e) => e.textContent)).toEqual(["–", "Sousa"]);
    expect(without.children[1]?.className).toBe(numbered.children[1]?.className);
  });

  it("tell two players with the same last name apart by the first name's initial, with or without a number", () => {
    // By the number alone a ticker person had to know the shirts, and the one without a number
    // was a «Sousa» beside a «Sousa».
    render(
      <PlayerGrid
        players={[player("p10", "João", 10), player("p0", "Diogo", null), player("p7", "Rui", 7, "Costa")]}
        label="Spieler FC Seeblick"
        onPick={vi.fn()}
      />,
    );
    const tileName = (name: string) => screen.getByRole("button", { name }).children[1]?.textContent;
    expect(tileName("Nr. 10, João Sousa")).toBe("J. Sousa");
    expect(tileName("Diogo Sousa")).toBe("D. Sousa");
    expect(tileName("Nr. 7, Rui Costa")).toBe("Costa");
  });
});
