import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accountPaths } from "#shared/account/paths.ts";
import { type CallResult, call, cookieFrom, signUp } from "../test/http.ts";
import { readableMail } from "../test/mail-text.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// better-auth's routes are described by hand (auth-openapi.ts): a client generated from that
// description must be able to use them. Each request here is one the server accepts; the
// document's schema must accept its body, list its status and describe its answer.

type Media = { schema?: unknown; example?: unknown };
type Operation = {
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
});
afterAll(() => t.close());

function operation(method: string, route: string): Operation {
  const op = doc.paths[route]?.[method];
  if (!op) throw new Error(`${method} ${route} is not described`);
  return op;
}

/** The document's JSON schema as zod, with `#/components/schemas/…` resolved. */
function schemaOf(jsonSchema: unknown): z.ZodType {
  const resolved = JSON.parse(JSON.stringify(jsonSchema), (_key, value: unknown) => {
    if (value && typeof value === "object" && "$ref" in value && typeof value.$ref === "string") {
      return doc.components.schemas[value.$ref.replace("#/components/schemas/", "")];
    }
    return value;
  }) as Parameters<typeof z.fromJSONSchema>[0];
  return z.fromJSONSchema(resolved);
}

function requestSchema(method: string, route: string): z.ZodType {
  const schema = operation(method, route).requestBody?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`${method} ${route} describes no JSON body`);
  return schemaOf(schema);
}

/** The body a generated client or Swagger UI starts from: the documented example. */
function documentedBody(method: string, route: string): unknown {
  return operation(method, route).requestBody?.content?.["application/json"]?.example;
}

/** The request the server answered is one the document describes, body and answer. */
function expectDocumented(method: string, route: string, sent: unknown, res: CallResult<unknown>): void {
  const name = `${method.toUpperCase()} ${route}`;
  if (sent !== undefined) {
    expect(requestSchema(method, route).safeParse(sent).error?.issues, `${name} body`).toBeUndefined();
  }
  const answer = operation(method, route).responses[String(res.status)];
  expect(answer, `${name} answers ${res.status}`).toBeDefined();
  const schema = answer?.content?.["application/json"]?.schema;
  expect(schemaOf(schema).safeParse(res.body).error?.issues, `${name} ${res.status} answer`).toBeUndefined();
}

async function send(route: string, body: unknown, cookie?: string): Promise<CallResult<unknown>> {
  const res = await call<unknown>(t.app, "POST", route, { body, cookie });
  expectDocumented("post", route, body, res);
  return res;
}

function resetTokenFor(email: string): string {
  const outbox = path.join(t.uploadsDir, "outbox");
  const mails = readdirSync(outbox).map((file) =>
    readableMail(readFileSync(path.join(outbox, file), "latin1")),
  );
  const mail = mails.find((m) => m.includes(`To: ${email}`)) ?? "";
  const token = /\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return decodeURIComponent(token);
}

describe("the auth routes as /api/openapi.json describes them", () => {
  it("signs up with the body the document shows, and answers as documented", async () => {
    const route = accountPaths.signUp();
    const body = documentedBody("post", route);
    expect(body, "a documented example body").toBeTypeOf("object");
    const res = await send(route, body);
    expect(res.status).toBe(200);
    // The same address again: the documented conflict.
    expect((await send(route, body)).status).toBe(409);
  });

  it("describes the sign-up body the server reads: the app's own form's body fits, a body without the account's fields does not", async () => {
    const schema = requestSchema("post", accountPaths.signUp());
    // What the registration form sends (client/features/auth/api.ts).
    const form = {
      email: "form@example.ch",
      password: "geheim123",
      username: "formuser",
      accountType: "club",
      name: "formuser",
      fullName: "formuser",
      newsletterOptIn: false,
    };
    expect(schema.safeParse(form).error?.issues).toBeUndefined();
    const plain = { name: "Ruedi", email: "ruedi@example.ch", password: "geheim123" };
    expect(schema.safeParse(plain).success).toBe(false);
    expect((await call(t.app, "POST", accountPaths.signUp(), { body: plain })).status).toBe(400);
  });

  it("describes what each auth route reads and answers, through an account's whole life", async () => {
    const account = await signUp(t.app);
    const session = await call<unknown>(t.app, "GET", "/api/auth/get-session", { cookie: account.cookie });
    expectDocumented("get", "/api/auth/get-session", undefined, session);
    expectDocumented(
      "get",
      "/api/auth/get-session",
      undefined,
      await call<unknown>(t.app, "GET", "/api/auth/get-session"),
    );

    // Without a body, as the document describes it.
    expect((await send(accountPaths.signOut(), undefined, account.cookie)).status).toBe(200);
    expect((await send(accountPaths.signIn(), { email: account.email, password: "falsch123" })).status).toBe(
      401,
    );
    const signedIn = await send(accountPaths.signIn(), {
      email: account.email,
      password: "geheim123",
      rememberMe: true,
    });
    expect(signedIn.status).toBe(200);
    let cookie = cookieFrom(signedIn.headers);

    const wrong = { currentPassword: "falsch123", newPassword: "neues-passwort" };
    expect((await send(accountPaths.changePassword(), wrong, cookie)).status).toBe(400);
    const changed = await send(
      accountPaths.changePassword(),
      { currentPassword: "geheim123", newPassword: "neues-passwort", revokeOtherSessions: true },
      cookie,
    );
    expect(changed.status).toBe(200);
    cookie = cookieFrom(changed.headers);

    const asked = await send(accountPaths.requestPasswordReset(), {
      email: account.email,
      redirectTo: "/passwort-zuruecksetzen",
    });
    expect(asked.status).toBe(200);
    const token = resetTokenFor(account.email);
    expect(
      (await send(accountPaths.resetPassword(), { token: "abgelaufen", newPassword: "x-123456" })).status,
    ).toBe(400);
    expect(
      (await send(accountPaths.resetPassword(), { token, newPassword: "drittes-passwort" })).status,
    ).toBe(200);

    const again = await send(accountPaths.signIn(), { email: account.email, password: "drittes-passwort" });
    cookie = cookieFrom(again.headers);
    expect((await send(accountPaths.deleteUser(), { password: "falsch123" }, cookie)).status).toBe(400);
    expect((await send(accountPaths.deleteUser(), { password: "drittes-passwort" }, cookie)).status).toBe(
      200,
    );
  });

  it("documents that a club's last administrator cannot delete the account", async () => {
    const club = await signUp(t.app, { accountType: "club", password: "geheim123" });
    const res = await send(accountPaths.deleteUser(), { password: "geheim123" }, club.cookie);
    expect(res.status).toBe(409);
  });
});
