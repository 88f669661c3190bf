import { type OpenAPIHono, z } from "@hono/zod-openapi";

type OpenAPIRegistry = OpenAPIHono["openAPIRegistry"];

import { accountNameField, signUpBodySchema } from "#shared/account/schema.ts";
import { errorResponses, PEOPLE_ONLY, PUBLIC_ACCESS } from "../http/openapi.ts";

// better-auth serves /api/auth/* (auth-routes.ts); these are the endpoints the client and
// scripts use, described with better-auth's own request and answer shapes.

const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const sessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  token: z.string(),
});
const signedIn = z.object({ redirect: z.boolean(), token: z.string(), user: userSchema });
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <S extends z.ZodType>(schema: S, example?: z.input<S>) => ({
  content: { "application/json": example === undefined ? { schema } : { schema, example } },
  required: true,
});

/**
 * The sign-up body as the server checks it (auth-bodies.ts validates it with signUpBodySchema
 * before better-auth creates the user), better-auth's own `name` included.
 */
const signUpBody = signUpBodySchema.extend({
  name: accountNameField.describe("Anzeigename des Kontos (better-auth); die App sendet den Nutzernamen."),
});

export function registerAuthPaths(registry: OpenAPIRegistry): void {
  const tags = ["Anmeldung"];
  registry.registerPath({
    method: "post",
    path: "/api/auth/sign-in/email",
    operationId: "signInEmail",
    tags,
    summary: "Anmelden mit E-Mail und Passwort; setzt das Sitzungs-Cookie",
    security: PUBLIC_ACCESS,
    request: {
      body: body(
        z.object({
          email: z.string().openapi({ example: "trainer@fc-beispiel.ch" }),
          password: z.string().openapi({ example: "ein-langes-passwort" }),
          rememberMe: z.boolean().optional(),
        }),
      ),
    },
    responses: { 200: json(signedIn, "Angemeldet"), ...errorResponses(400, 401, 403, 429) },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/sign-up/email",
    operationId: "signUpEmail",
    tags,
    summary: "Konto erstellen; meldet gleich an",
    security: PUBLIC_ACCESS,
    request: {
      body: body(signUpBody, {
        email: "fan@example.ch",
        password: "ein-langes-passwort",
        username: "ruedi_fan",
        name: "ruedi_fan",
        accountType: "fan",
      }),
    },
    responses: {
      200: json(z.object({ token: z.string(), user: userSchema }), "Konto erstellt und angemeldet"),
      ...errorResponses(400, 409, 429),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/sign-out",
    operationId: "signOut",
    tags,
    summary: "Abmelden: die Sitzung endet, das Cookie wird gelöscht",
    security: PEOPLE_ONLY,
    responses: { 200: json(z.object({ success: z.boolean() }), "Abgemeldet"), ...errorResponses(401) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/get-session",
    operationId: "getSession",
    tags,
    summary: "Die aktuelle Sitzung (null ohne Anmeldung)",
    security: PEOPLE_ONLY,
    responses: {
      200: json(z.object({ session: sessionSchema, user: userSchema }).nullable(), "Sitzung oder null"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/request-password-reset",
    operationId: "requestPasswordReset",
    tags,
    summary: "Link zum Zurücksetzen des Passworts per E-Mail anfordern",
    security: PUBLIC_ACCESS,
    request: { body: body(z.object({ email: z.string(), redirectTo: z.string().optional() })) },
    responses: {
      200: json(z.object({ status: z.boolean(), message: z.string().optional() }), "Angefordert"),
      ...errorResponses(400, 429),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/reset-password",
    operationId: "resetPassword",
    tags,
    summary: "Neues Passwort setzen mit dem Token aus dem Link der E-Mail",
    security: PUBLIC_ACCESS,
    request: { body: body(z.object({ token: z.string(), newPassword: z.string() })) },
    responses: {
      200: json(z.object({ status: z.boolean() }), "Passwort geändert"),
      ...errorResponses(400, 429),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/reset-link/{token}",
    operationId: "getResetLink",
    tags,
    summary: "Ob der Link aus der E-Mail noch ein Passwort setzt (404: abgelaufen oder schon benutzt)",
    security: PUBLIC_ACCESS,
    request: { params: z.object({ token: z.string() }) },
    responses: {
      200: json(z.object({ valid: z.literal(true) }), "Der Link gilt"),
      ...errorResponses(404, 429),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/change-password",
    operationId: "changePassword",
    tags,
    summary: "Eigenes Passwort ändern (mit dem aktuellen); revokeOtherSessions meldet andere Geräte ab",
    security: PEOPLE_ONLY,
    request: {
      body: body(
        z.object({
          currentPassword: z.string(),
          newPassword: z.string(),
          revokeOtherSessions: z.boolean().optional(),
        }),
      ),
    },
    responses: {
      200: json(
        z.object({ token: z.string().nullable(), user: userSchema }),
        "Geändert; token ist die neue Sitzung, wenn andere abgemeldet wurden",
      ),
      ...errorResponses(400, 401, 429),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/delete-user",
    operationId: "deleteAccount",
    tags,
    summary:
      "Eigenes Konto löschen (mit dem Passwort); 409, solange du der letzte Administrator eines Vereins bist",
    security: PEOPLE_ONLY,
    request: { body: body(z.object({ password: z.string() })) },
    responses: {
      200: json(z.object({ success: z.boolean(), message: z.string() }), "Konto gelöscht"),
      ...errorResponses(400, 401, 409, 429),
    },
  });
}
