import type { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { countedMatch, isCountedMatch, matchesAs } from "./counted-match.ts";

// The tables, the office's checks and the country-wide lists must count the same matches: the
// hand-written statements and the Drizzle queries get the one fragment, differing only in the
// name the matches row goes by.
const dialect = new PgDialect({ casing: "snake_case" });
const text = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment).sql;

describe("the counted-match rule", () => {
  it("is the same text for a Drizzle query and for a raw statement's alias", () => {
    const drizzleForm = text(isCountedMatch);
    const rawForm = text(countedMatch(matchesAs("m")));
    expect(rawForm).toBe(drizzleForm.replaceAll('"matches".', '"m".'));
    expect(rawForm).toContain('"m"."acceptance" = \'accepted\'');
    expect(rawForm).toContain('from "teams" "unplaced"');
  });
});
