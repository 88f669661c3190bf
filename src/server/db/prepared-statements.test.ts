import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { clubs } from "./schema/index.ts";

// Drizzle's statements go out prepared (client.ts): a statement with parameters then costs one
// round trip instead of two. PostgreSQL lists a connection's prepared statements in
// pg_prepared_statements; a transaction keeps every statement on one connection.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PREPARED = sql`select count(*)::int as n from pg_prepared_statements where statement like 'select "id" from "clubs"%'`;

describe("prepared statements", () => {
  it("a query of a transaction is prepared on its connection, and so is one of a savepoint", async () => {
    const found = await t.deps.db.transaction(async (tx) => {
      await tx
        .select({ id: clubs.id })
        .from(clubs)
        .where(eq(clubs.id, "00000000-0000-4000-8000-000000000001"));
      const [inTransaction] = await tx.execute<{ n: number }>(PREPARED);
      const inSavepoint = await tx.transaction(async (inner) => {
        await inner
          .select({ name: clubs.clubName })
          .from(clubs)
          .where(eq(clubs.id, "00000000-0000-4000-8000-000000000002"));
        const [row] = await inner.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_prepared_statements where statement like 'select "club_name" from "clubs"%'`,
        );
        return row?.n ?? 0;
      });
      return { inTransaction: inTransaction?.n ?? 0, inSavepoint };
    });
    expect(found).toEqual({ inTransaction: 1, inSavepoint: 1 });
  });
});
