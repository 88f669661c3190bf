import { describe, expect, it } from "vitest";
import {
  cancelMatchSchema,
  defaultCompetition,
  MATCH_MESSAGES,
  matchInputSchema,
  matchResultSchema,
  stoppageInputSchema,
} from "./schema.ts";

const HOME = "0d6f4b7e-3c1a-4b8e-9a55-0a4f1d2b3c4d";
const AWAY = "1d6f4b7e-3c1a-4b8e-9a55-0a4f1d2b3c4d";
const valid = {
  homeTeamId: HOME,
  awayTeamId: AWAY,
  date: "2026-12-05",
  time: "14:00",
  stadium: "Seeblick-Arena",
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe("match dialog schema", () => {
  it("accepts a complete form and trims the stadium", () => {
    const parsed = matchInputSchema.parse({ ...valid, stadium: "  Seeblick-Arena " });
    expect(parsed.stadium).toBe("Seeblick-Arena");
  });

  it.each(["homeTeamId", "awayTeamId", "date", "time", "stadium"])("requires %s", (field) => {
    expect(firstMessage(matchInputSchema.safeParse({ ...valid, [field]: "" }))).toBe(MATCH_MESSAGES.required);
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(firstMessage(matchInputSchema.safeParse(rest))).toBe(MATCH_MESSAGES.required);
  });

  it("refuses the same team twice", () => {
    const result = matchInputSchema.safeParse({ ...valid, awayTeamId: HOME });
    expect(firstMessage(result)).toBe("Heim- und Auswärtsmannschaft müssen unterschiedlich sein");
  });

  it("refuses dates and times that do not exist", () => {
    for (const patch of [{ date: "2026-02-29" }, { time: "24:00" }, { date: "5.12.2026" }, { time: "2pm" }]) {
      expect(firstMessage(matchInputSchema.safeParse({ ...valid, ...patch }))).toBe(
        MATCH_MESSAGES.invalidDateTime,
      );
    }
  });
});

describe("cancel, result and stoppage schemas", () => {
  it("needs a non-blank reason", () => {
    expect(firstMessage(cancelMatchSchema.safeParse({ reason: "  " }))).toBe(MATCH_MESSAGES.reasonRequired);
    expect(cancelMatchSchema.parse({ reason: " Regen " }).reason).toBe("Regen");
  });

  it("takes whole scores from 0 to 99", () => {
    expect(matchResultSchema.safeParse({ homeScore: 2, awayScore: 0 }).success).toBe(true);
    for (const bad of [-1, 100, 1.5, "2"]) {
      expect(matchResultSchema.safeParse({ homeScore: bad, awayScore: 0 }).success).toBe(false);
    }
  });

  it("takes 0 to 30 stoppage minutes", () => {
    expect(stoppageInputSchema.safeParse({ minutes: 0 }).success).toBe(true);
    expect(stoppageInputSchema.safeParse({ minutes: 30 }).success).toBe(true);
    expect(stoppageInputSchema.safeParse({ minutes: 31 }).success).toBe(false);
  });
});

describe("defaultCompetition", () => {
  it("is Meisterschaft only for teams of one canton and league", () => {
    const a = { canton: "Bern", league: "3. Liga" };
    expect(defaultCompetition(a, { canton: "Bern", league: "3. Liga" })).toBe("league");
    expect(defaultCompetition(a, { canton: "Bern", league: "4. Liga" })).toBe("friendly");
    expect(defaultCompetition(a, { canton: "Zürich", league: "3. Liga" })).toBe("friendly");
    expect(defaultCompetition(a, null)).toBe("friendly");
  });
});
