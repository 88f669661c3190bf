import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { accountPaths } from "#shared/account/paths.ts";
import { verification } from "../db/schema/index.ts";
import { call, signUp } from "../test/http.ts";
import { decodeQuotedPrintable, resetTokenFrom } from "../test/mail-text.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function requestLink(email: string): Promise<string> {
  const outbox = path.join(t.uploadsDir, "outbox");
  const before = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
  await call(t.app, "POST", accountPaths.requestPasswordReset(), {
    body: { email, redirectTo: "/passwort-zuruecksetzen" },
  });
  const file = readdirSync(outbox).find((name) => !before.has(name)) ?? "";
  return resetTokenFrom(decodeQuotedPrintable(readFileSync(path.join(outbox, file), "latin1")));
}

const gone = { status: 404, message: CARE_MESSAGES.resetInvalid };
const answer = (res: { status: number; body: unknown }) => ({
  status: res.status,
  message: (res.body as { error?: { message?: string } }).error?.message,
});

// The reset page asks this when it opens: an expired or used link was found out only after the
// new password had been typed twice. The answer is the same check the reset itself makes.
it("tells whether a reset link still works: fresh yes; unknown, expired or used no", async () => {
  const account = await signUp(t.app);
  const token = await requestLink(account.email);
  expect((await call(t.app, "GET", accountPaths.resetLink(token))).status).toBe(200);
  expect(answer(await call(t.app, "GET", accountPaths.resetLink("unbekannt")))).toEqual(gone);

  await t.deps.db
    .update(verification)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(verification.value, account.userId));
  expect(answer(await call(t.app, "GET", accountPaths.resetLink(token)))).toEqual(gone);

  const fresh = await requestLink(account.email);
  const reset = await call(t.app, "POST", accountPaths.resetPassword(), {
    body: { token: fresh, newPassword: "neues-passwort" },
  });
  expect(reset.status).toBe(200);
  expect(answer(await call(t.app, "GET", accountPaths.resetLink(fresh)))).toEqual(gone);
});
