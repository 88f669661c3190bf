import { createHash } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { MEMBER_MESSAGES } from "#shared/members/club-roles.ts";

// Tokens are 32 random bytes in base64url: 43 characters.
export const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, MEMBER_MESSAGES.inviteNotFound),
});

/** Only the hash is stored: the database alone does not let anyone join a club. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
