// The whole schema in one object, for drizzle's query API and drizzle-kit.
export * from "./api-keys.ts";
export * from "./auth.ts";
export * from "./clubs.ts";
export * from "./favorites.ts";
export * from "./follow.ts";
export * from "./idempotency.ts";
export * from "./lineups.ts";
export * from "./matches.ts";
export * from "./news.ts";
export * from "./player-stats.ts";
export * from "./profiles.ts";
export * from "./push.ts";
export * from "./teams.ts";
export * from "./uploads.ts";
