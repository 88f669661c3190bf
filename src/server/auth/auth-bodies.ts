import { APIError } from "better-auth";
import type { z } from "zod";
import { accountNameField, MESSAGES, signUpBodySchema } from "#shared/account/schema.ts";

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

/** better-auth's /update-user renames the account: under the same rule as the sign-up's name. */
export function checkUpdateUserBody(body: unknown): void {
  const name: unknown = (body as { name?: unknown } | undefined)?.name;
  if (name === undefined) return;
  const parsed = accountNameField.safeParse(name);
  if (!parsed.success) throw refusal(parsed.error, MESSAGES.name, "name");
}
