import { APIError } from "better-auth";
import type { z } from "zod";
import { accountNameField, MESSAGES, passwordField, signUpBodySchema } from "#shared/account/schema.ts";

// better-auth checks its bodies' types and a password's length; what the fields may hold is the
// account schemas' rule, checked here before better-auth writes anything.

/** The refusal of a body by its first wrong field, in the schema's German words. */
function refusal(error: z.ZodError, fallback: string, field?: string): APIError {
  const issue = error.issues[0];
  return new APIError("BAD_REQUEST", {
    code: "TSCHUTTI_VALIDATION",
    message: issue?.message ?? fallback,
    field: field ?? String(issue?.path[0] ?? ""),
  });
}

/** A sign-up's body as the account schema reads it; throws the refusal of a wrong field. */
export function checkSignUpBody(body: unknown): z.output<typeof signUpBodySchema> {
  const parsed = signUpBodySchema.safeParse(body);
  if (!parsed.success) throw refusal(parsed.error, MESSAGES.signUpFailed);
  return parsed.data;
}

/**
 * The other bodies whose fields the account schemas rule: better-auth's /update-user renames the
 * account (the sign-up's name rule) and sets no image, a new password (change, reset) is the sign-up's password
 * rule, where better-auth counts only its length.
 */
export function checkAuthBody(path: string, body: unknown): void {
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (path === "/update-user" && fields.name !== undefined) {
    const parsed = accountNameField.safeParse(fields.name);
    if (!parsed.success) throw refusal(parsed.error, MESSAGES.name, "name");
  }
  // The app shows no user.image (a profile's picture is an upload, checked as an image): the field
  // would hold any text a script sends.
  if (path === "/update-user" && fields.image !== undefined) {
    throw new APIError("BAD_REQUEST", {
      code: "TSCHUTTI_VALIDATION",
      message: MESSAGES.imageByUpload,
      field: "image",
    });
  }
  // A new password left out or not text is better-auth's own refusal, on the same field.
  if ((path === "/change-password" || path === "/reset-password") && typeof fields.newPassword === "string") {
    const parsed = passwordField.safeParse(fields.newPassword);
    if (!parsed.success) throw refusal(parsed.error, MESSAGES.password, "newPassword");
  }
}
