import type { z } from "zod";

// Test helpers for the form schemas of every domain (test code only).

/** 23:30 UTC on New Year's Eve is already 2027 in Zurich: the current-year rules follow Zurich. */
export const newYearInZurich = () => new Date("2026-12-31T23:30:00Z");
export const midYear = () => new Date("2026-06-15T12:00:00Z");

export function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
}
