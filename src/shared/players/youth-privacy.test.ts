import { describe, expect, it } from "vitest";
import { playerSeenBy } from "./youth-privacy.ts";

const year = 2030;
const base = { teamLeague: "2. Liga", playerImageUrl: "/uploads/players/p.webp", mediaConsent: false };

describe("playerSeenBy", () => {
  it("shows everything to who manages the team", () => {
    const minor = { ...base, birthYear: year - 16 };
    expect(playerSeenBy(minor, true, year)).toEqual(minor);
  });

  it("leaves a minor's birth year out for everyone else, even with consent, and his photo as the public does", () => {
    expect(playerSeenBy({ ...base, birthYear: year - 16 }, false, year)).toMatchObject({
      birthYear: null,
      playerImageUrl: null,
    });
    expect(playerSeenBy({ ...base, birthYear: year - 16, mediaConsent: true }, false, year)).toMatchObject({
      birthYear: null,
      playerImageUrl: base.playerImageUrl,
    });
    // Without a birth year a Junioren player counts as a minor: his photo stays hidden.
    expect(playerSeenBy({ ...base, teamLeague: "Junioren C", birthYear: null }, false, year)).toMatchObject({
      birthYear: null,
      playerImageUrl: null,
    });
  });

  it("shows an adult to everyone", () => {
    const adult = { ...base, birthYear: year - 19 };
    expect(playerSeenBy(adult, false, year)).toEqual(adult);
  });
});
