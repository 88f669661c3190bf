import type { Context } from "hono";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import type { ResetLinkResponse } from "#shared/account/types.ts";
import type { AppEnv } from "../context.ts";
import { AppError } from "../http/errors.ts";
import { RESET_PATH } from "./account-mails.ts";

/**
 * GET /api/auth/reset-link/:token: whether the mail's link still sets a password, so the reset
 * page says so when it opens, not after the new password was typed twice. better-auth decides,
 * with the check its reset makes (its own link check, which redirects with `error=` when the
 * token is unknown, used or expired); this only reads where it would send the browser.
 */
export async function resetLinkState(c: Context<AppEnv>) {
  const token = encodeURIComponent(c.req.param("token") ?? "");
  const check = new URL(`/api/auth/reset-password/${token}`, c.req.url);
  check.searchParams.set("callbackURL", RESET_PATH);
  const answer = await c.var.deps.auth.handler(new Request(check, { headers: c.req.raw.headers }));
  const location = answer.headers.get("location");
  if (answer.status >= 400 || !location || new URL(location, check).searchParams.has("error")) {
    throw new AppError(404, "not_found", CARE_MESSAGES.resetInvalid);
  }
  return c.json({ valid: true } satisfies ResetLinkResponse);
}
