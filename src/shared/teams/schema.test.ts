import { describe, expect, it } from "vitest";
import { firstMessage } from "../schema-test-kit.ts";
import { opponentTeamSchema, teamSchema } from "./schema.ts";

describe("team", () => {
  it("has the spec's messages", () => {
    expect(firstMessage(teamSchema, { name: "", canton: "Bern", league: "2. Liga" })).toBe(
      "Name ist erforderlich",
    );
    expect(firstMessage(teamSchema, { name: "A", canton: "", league: "2. Liga" })).toBe(
      "Kanton ist erforderlich",
    );
    expect(firstMessage(teamSchema, { name: "A", canton: "Bern", league: "" })).toBe("Liga ist erforderlich");
    expect(firstMessage(opponentTeamSchema, { name: " ", canton: "Bern", league: "2. Liga" })).toBe(
      "Bitte fülle alle Felder aus",
    );
    expect(opponentTeamSchema.parse({ name: " FC B ", canton: "Bern", league: "2. Liga" }).name).toBe("FC B");
  });
});
