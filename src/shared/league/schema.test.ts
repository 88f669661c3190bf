import { describe, expect, it } from "vitest";
import { MAX_RED_CARD_POINTS } from "../rankings/ranking-rules.ts";
import { firstMessage } from "../schema-test-kit.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/visible-text.ts";
import { OFFICE_MESSAGES, officeDecisionSchema, suspendSchema } from "./office.ts";
import {
  deductionSchema,
  fairPlayCorrectionSchema,
  LEAGUE_OFFICE_MESSAGES,
  PLACEMENT_MESSAGES,
  placementSchema,
  seasonParam,
  withdrawalSchema,
} from "./schema.ts";

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
    const card = {
      matchId: "22222222-2222-4222-8222-222222222222",
      eventId: "33333333-3333-4333-8333-333333333333",
    };
    const red = { teamId: TEAM, season: 2026, kind: "red_card", reason: "Tätlichkeit", ...card };
    expect(fairPlayCorrectionSchema.safeParse({ ...red, points: MAX_RED_CARD_POINTS - 3 }).success).toBe(
      true,
    );
    const beyond = fairPlayCorrectionSchema.safeParse({ ...red, points: MAX_RED_CARD_POINTS - 2 });
    expect(beyond.success).toBe(false);
    expect(beyond.error?.issues[0]?.message).toBe(LEAGUE_OFFICE_MESSAGES.redCardPoints);
    // Officials' misconduct has no such bound below the general one.
    // A raised red card names its card.
    const { matchId: _m, eventId: _e, ...unnamed } = red;
    expect(fairPlayCorrectionSchema.safeParse({ ...unnamed, points: 2 }).error?.issues[0]?.path).toEqual([
      "eventId",
    ]);
    const officials = { teamId: TEAM, season: 2026, kind: "officials", reason: "Tätlichkeit", points: 20 };
    expect(fairPlayCorrectionSchema.safeParse(officials).success).toBe(true);
  });

  it("takes a body's points and season as numbers only, an address's season as text", () => {
    const base = { teamId: TEAM, season: 2026, points: 2, reason: "Grund" };
    expect(deductionSchema.safeParse(base).success).toBe(true);
    for (const points of [true, [5], "2"]) {
      expect(deductionSchema.safeParse({ ...base, points }).error?.issues[0]?.message).toBe(
        LEAGUE_OFFICE_MESSAGES.points,
      );
    }
    expect(deductionSchema.safeParse({ ...base, season: "2026" }).error?.issues[0]?.message).toBe(
      PLACEMENT_MESSAGES.season,
    );
    expect(seasonParam.parse("2026")).toBe(2026);
    expect(seasonParam.safeParse("").error?.issues[0]?.message).toBe(PLACEMENT_MESSAGES.season);
  });

  it("takes a reason that shows nothing for none, since trim() keeps a zero-width space", () => {
    const base = { teamId: TEAM, season: 2026 };
    const decisions = [
      [deductionSchema, { ...base, points: 2 }],
      [withdrawalSchema, base],
      [fairPlayCorrectionSchema, { ...base, kind: "officials", points: 2 }],
    ] as const;
    for (const reason of ["\u200b", " \u200b\u2060 ", "\u00ad", "\u3164"]) {
      for (const [schema, input] of decisions) {
        expect(firstMessage(schema, { ...input, reason }), JSON.stringify(reason)).toBe(
          LEAGUE_OFFICE_MESSAGES.reason,
        );
      }
      expect(firstMessage(suspendSchema, { reason }), JSON.stringify(reason)).toBe(
        OFFICE_MESSAGES.reasonRequired,
      );
    }
  });

  it("refuses a control or a direction control in a reason, and keeps its lines", () => {
    const deduction = { teamId: TEAM, season: 2026, points: 2 };
    expect(firstMessage(deductionSchema, { ...deduction, reason: "Forfait\u0007" })).toBe(
      "Die Begründung darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).",
    );
    expect(firstMessage(deductionSchema, { ...deduction, reason: "\u202eGrund" })).toBe(
      "Die Begründung darf keine Steuerzeichen der Schreibrichtung enthalten.",
    );
    expect(firstMessage(suspendSchema, { reason: "Spam\u001b[2J" })).toBe(
      "Der Grund darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).",
    );
    // The office's dialogs take the reason in a text area: several lines are a reason.
    expect(
      firstMessage(deductionSchema, { ...deduction, reason: "Spieler gesperrt.\nSiehe Rapport." }),
    ).toBeNull();
    expect(firstMessage(suspendSchema, { reason: "Beleidigungen\nim Ticker" })).toBeNull();
  });
});

describe("the league office's note to a decision", () => {
  it("keeps its lines but refuses controls and direction controls", () => {
    expect(officeDecisionSchema.safeParse({ note: "Entscheid\u0007" }).error?.issues[0]?.message).toBe(
      "Die Begründung darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).",
    );
    expect(officeDecisionSchema.safeParse({ note: "\u202eabgelehnt" }).error?.issues[0]?.message).toBe(
      "Die Begründung darf keine Steuerzeichen der Schreibrichtung enthalten.",
    );
    expect(officeDecisionSchema.parse({ note: "Eins\nZwei" }).note).toBe("Eins\nZwei");
  });
});
