import { describe, expect, it } from "vitest";
import { MAX_RED_CARD_POINTS } from "../rankings/ranking-rules.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/name-skeleton.ts";
import { fairPlayCorrectionSchema, LEAGUE_OFFICE_MESSAGES, placementSchema } from "./schema.ts";

const TEAM = "11111111-1111-4111-8111-111111111111";

describe("the league office's inputs", () => {
  it("refuses a group that only looks like another ('Gruppe 1' with a zero-width space)", () => {
    const base = { teamId: TEAM, season: 2026, canton: "Zürich", league: "4. Liga" };
    expect(placementSchema.safeParse({ ...base, group: "Gruppe 1" }).success).toBe(true);
    const hidden = placementSchema.safeParse({ ...base, group: "Gruppe 1\u200b" });
    expect(hidden.success).toBe(false);
    expect(hidden.error?.issues[0]?.message).toBe(INVISIBLE_NAME_MESSAGE);
  });

  it("raises a red card's value up to the catalogue's maximum, not beyond", () => {
    const red = { teamId: TEAM, season: 2026, kind: "red_card", reason: "Tätlichkeit" };
    expect(fairPlayCorrectionSchema.safeParse({ ...red, points: MAX_RED_CARD_POINTS - 3 }).success).toBe(
      true,
    );
    const beyond = fairPlayCorrectionSchema.safeParse({ ...red, points: MAX_RED_CARD_POINTS - 2 });
    expect(beyond.success).toBe(false);
    expect(beyond.error?.issues[0]?.message).toBe(LEAGUE_OFFICE_MESSAGES.redCardPoints);
    // Officials' misconduct has no such bound below the general one.
    expect(fairPlayCorrectionSchema.safeParse({ ...red, kind: "officials", points: 20 }).success).toBe(true);
  });
});
