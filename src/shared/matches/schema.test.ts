import { describe, expect, it } from "vitest";
import {
  cancelMatchSchema,
  defaultCompetition,
  MATCH_MESSAGES,
  matchInputSchema,
  matchResultSchema,
  postponeMatchSchema,
  restoreMatchSchema,
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

/** Midsummer 2026 in Zurich: a match may lie in 2000 to 2036. */
const clock = () => new Date("2026-06-15T10:00:00Z");
const matchSchema = matchInputSchema(clock);

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe("match dialog schema", () => {
  it("accepts a complete form and trims the stadium", () => {
    const parsed = matchSchema.parse({ ...valid, stadium: "  Seeblick-Arena " });
    expect(parsed.stadium).toBe("Seeblick-Arena");
  });

  it.each(["homeTeamId", "awayTeamId", "date", "time", "stadium"])("requires %s", (field) => {
    expect(firstMessage(matchSchema.safeParse({ ...valid, [field]: "" }))).toBe(MATCH_MESSAGES.required);
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(firstMessage(matchSchema.safeParse(rest))).toBe(MATCH_MESSAGES.required);
  });

  it("refuses the same team twice", () => {
    const result = matchSchema.safeParse({ ...valid, awayTeamId: HOME });
    expect(firstMessage(result)).toBe("Heim- und Auswärtsmannschaft müssen unterschiedlich sein");
  });

  it("refuses dates and times that do not exist", () => {
    for (const patch of [{ date: "2026-02-29" }, { time: "24:00" }, { date: "5.12.2026" }, { time: "2pm" }]) {
      expect(firstMessage(matchSchema.safeParse({ ...valid, ...patch }))).toBe(
        MATCH_MESSAGES.invalidDateTime,
      );
    }
  });
});

describe("the years a match may lie in", () => {
  const range = "Bitte wähle ein Datum zwischen dem 01.01.2000 und dem 31.12.2036";

  it("are 2000 to the end of the year ten years ahead, by the clock", () => {
    for (const date of ["2000-01-01", "2036-12-31"]) {
      expect(matchSchema.safeParse({ ...valid, date }).success).toBe(true);
    }
    for (const date of ["1900-01-01", "1999-12-31", "2037-01-01", "9999-12-31"]) {
      const result = matchSchema.safeParse({ ...valid, date });
      expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[["date"], range]]);
    }
    // A year later the range has moved with the clock.
    const nextYear = matchInputSchema(() => new Date("2027-06-15T10:00:00Z"));
    expect(nextYear.safeParse({ ...valid, date: "2037-01-01" }).success).toBe(true);
  });

  it("hold for a postponed or restored match's new date too", () => {
    for (const schema of [postponeMatchSchema(clock), restoreMatchSchema(clock)]) {
      expect(firstMessage(schema.safeParse({ date: "9999-12-31", time: "15:00" }))).toBe(range);
      expect(schema.safeParse({ date: "2030-05-04", time: "15:00" }).success).toBe(true);
      expect(schema.safeParse({}).success).toBe(true);
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

describe("the stadium and a cancellation's reason", () => {
  it("count as empty when they show nothing", () => {
    expect(firstMessage(matchInputSchema().safeParse({ ...valid, stadium: "\u200b" }))).toBe(
      MATCH_MESSAGES.required,
    );
    expect(firstMessage(cancelMatchSchema.safeParse({ reason: " \u200b " }))).toBe(
      MATCH_MESSAGES.reasonRequired,
    );
  });

  it("refuse controls and direction controls", () => {
    expect(firstMessage(matchInputSchema().safeParse({ ...valid, stadium: "Arena\u0007" }))).toMatch(
      /^Der Stadionname darf keine Steuerzeichen/,
    );
    expect(firstMessage(matchInputSchema().safeParse({ ...valid, stadium: "\u202eArena" }))).toMatch(
      /Schreibrichtung/,
    );
    expect(firstMessage(cancelMatchSchema.safeParse({ reason: "Platz\u001b gesperrt" }))).toMatch(
      /^Der Grund darf keine Steuerzeichen/,
    );
  });
});
