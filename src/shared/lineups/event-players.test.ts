import { describe, expect, it } from "vitest";
import type { MatchEventView, MatchPlayerRef } from "../matches/types.ts";
import { eventPlayersOf, missingEventPlayer } from "./event-players.ts";

const ref = (id: string, teamId = "home-team"): MatchPlayerRef => ({
  id,
  firstName: "Lena",
  lastName: id.toUpperCase(),
  playerNumber: null,
  playerImageUrl: null,
  teamId,
});
type Named = Pick<MatchEventView, "teamSide" | "player" | "assist" | "playerIn">;
const event = (values: Partial<Named>): Named => ({
  teamSide: "home",
  player: null,
  assist: null,
  playerIn: null,
  ...values,
});

const events: Named[] = [
  event({ player: ref("scorer"), assist: ref("helper") }),
  event({ player: ref("off"), playerIn: ref("on") }),
  event({ teamSide: "away", player: ref("booked", "away-team") }),
  event({ player: null }),
];

describe("the players a line-up must keep", () => {
  it("are those its side's events name: scorer, assist, both of a substitution", () => {
    expect([...eventPlayersOf(events, "home").keys()]).toEqual(["scorer", "helper", "off", "on"]);
    expect([...eventPlayersOf(events, "away").keys()]).toEqual(["booked"]);
  });

  it("names the first one a line-up leaves out", () => {
    const listed = new Set(["scorer", "helper", "off"]);
    expect(missingEventPlayer(events, "home", listed)?.id).toBe("on");
    expect(missingEventPlayer(events, "home", new Set([...listed, "on"]))).toBeNull();
  });

  it("lets an empty line-up through: it says nothing about who played", () => {
    expect(missingEventPlayer(events, "home", new Set())).toBeNull();
  });
});
