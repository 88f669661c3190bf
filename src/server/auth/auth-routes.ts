import { Hono } from "hono";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import type { ErrorCode } from "#shared/http.ts";
import type { AppEnv } from "../context.ts";
import { bearerChallenge, CHALLENGE_HEADER, errorBody } from "../http/errors.ts";
import { resetLinkState } from "./reset-link.ts";

interface AuthErrorJson {
  code?: string;
  message?: string;
  field?: string;
  /** Several fields refused at once (a sign-up's taken username and address). */
  fields?: Record<string, string>;
}

/** better-auth's error codes in the product's German words. */
const TRANSLATIONS: Record<
  string,
  { status: 400 | 401 | 409 | 422; code: ErrorCode; message: string; field?: string }
> = {
  USER_ALREADY_EXISTS: { status: 409, code: "conflict", message: MESSAGES.emailTaken, field: "email" },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: "conflict",
    message: MESSAGES.emailTaken,
    field: "email",
  },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: "unauthorized", message: MESSAGES.signInFailed },
  INVALID_EMAIL: { status: 400, code: "validation", message: MESSAGES.email, field: "email" },
  INVALID_PASSWORD: { status: 401, code: "unauthorized", message: MESSAGES.signInFailed },
  PASSWORD_TOO_SHORT: { status: 400, code: "validation", message: MESSAGES.password, field: "password" },
  PASSWORD_TOO_LONG: {
    status: 400,
    code: "validation",
    message: MESSAGES.passwordTooLong,
    field: "password",
  },
};

/** better-auth's own body check names the field ("[body.name] Invalid input…"): say what fits it. */
const FIELD_MESSAGES: Record<string, string> = {
  email: MESSAGES.email,
  password: MESSAGES.password,
  name: MESSAGES.name,
  username: MESSAGES.username,
  accountType: MESSAGES.accountType,
  newPassword: MESSAGES.password,
  currentPassword: CARE_MESSAGES.currentPassword,
  token: CARE_MESSAGES.resetInvalid,
};

function validationError(message: string | undefined) {
  const field = /\[body\.([A-Za-z]+)/.exec(message ?? "")?.[1] ?? "email";
  return {
    status: 400 as const,
    code: "validation" as const,
    message: FIELD_MESSAGES[field] ?? `Ungültige Eingabe im Feld «${field}».`,
    field,
  };
}

/**
 * better-auth serves /api/auth/*; its answers pass through unchanged on success. Errors are
 * rewritten into the API's error shape with German messages, so the client shows one kind.
 */
export function authRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/reset-link/:token", resetLinkState);
  app.on(["GET", "POST"], "/*", async (c) => {
    const response = await c.var.deps.auth.handler(c.req.raw);
    if (response.status < 400) return translateSuccess(response);
    const refusal = await translateError(response, c.req.path);
    // A script reads one kind of 401 from the whole API: the challenge the app's own carry.
    if (refusal.status === 401) refusal.headers.set(CHALLENGE_HEADER, bearerChallenge());
    return refusal;
  });
  return app;
}

/** better-auth's success messages an API client reads, in German. */
const SUCCESS_MESSAGES: Record<string, string> = {
  "If this email exists in our system, check your email for the reset link": CARE_MESSAGES.resetSent,
  "User deleted": CARE_MESSAGES.accountDeleted,
};

async function translateSuccess(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (body === null || typeof body !== "object" || !("message" in body) || typeof body.message !== "string") {
    return response;
  }
  const german = SUCCESS_MESSAGES[body.message];
  if (!german) return response;
  // Its headers stay (the session cookie among them); only the length changes with the text.
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message: german }), { status: response.status, headers });
}

/** Errors whose meaning depends on the endpoint (a wrong password is not a failed sign-in there). */
const PATH_TRANSLATIONS: Array<{
  path: string;
  codes: string[];
  status: 400 | 409;
  code: ErrorCode;
  message: string;
  field?: string;
}> = [
  {
    path: "/change-password",
    codes: ["INVALID_PASSWORD"],
    status: 400,
    code: "validation",
    message: CARE_MESSAGES.wrongPassword,
    field: "currentPassword",
  },
  {
    // The new password is the one too short or too long here, not a «password» field.
    path: "/change-password",
    codes: ["PASSWORD_TOO_SHORT"],
    status: 400,
    code: "validation",
    message: MESSAGES.password,
    field: "newPassword",
  },
  {
    path: "/change-password",
    codes: ["PASSWORD_TOO_LONG"],
    status: 400,
    code: "validation",
    message: MESSAGES.passwordTooLong,
    field: "newPassword",
  },
  {
    path: "/reset-password",
    codes: ["PASSWORD_TOO_SHORT"],
    status: 400,
    code: "validation",
    message: MESSAGES.password,
    field: "newPassword",
  },
  {
    path: "/delete-user",
    codes: ["INVALID_PASSWORD"],
    status: 400,
    code: "validation",
    message: CARE_MESSAGES.wrongPassword,
    field: "password",
  },
  {
    path: "/reset-password",
    codes: ["INVALID_TOKEN", "INVALID_VERIFICATION_TOKEN"],
    status: 400,
    code: "validation",
    message: CARE_MESSAGES.resetInvalid,
  },
];

async function translateError(response: Response, path: string): Promise<Response> {
  if (response.status === 429) {
    const limited = (await response
      .clone()
      .json()
      .catch(() => ({}))) as AuthErrorJson;
    const message =
      limited.code === "TSCHUTTI_ACCOUNT_RATE_LIMITED"
        ? CARE_MESSAGES.accountRateLimited
        : limited.code === "TSCHUTTI_PASSWORD_RATE_LIMITED"
          ? CARE_MESSAGES.passwordRateLimited
          : MESSAGES.rateLimited;
    const headers = new Headers({ "content-type": "application/json" });
    const retry = response.headers.get("x-retry-after");
    if (retry) headers.set("retry-after", retry);
    return new Response(JSON.stringify(errorBody("rate_limited", message)), {
      status: 429,
      headers,
    });
  }
  const body = (await response.json().catch(() => ({}))) as AuthErrorJson;
  const code = body.code ?? "";
  const headers = new Headers({ "content-type": "application/json" });
  const cookie = response.headers.get("set-cookie");
  if (cookie) headers.set("set-cookie", cookie);

  const byPath = PATH_TRANSLATIONS.find((t) => path.endsWith(t.path) && t.codes.includes(code));
  if (byPath) {
    const fields = byPath.field ? { [byPath.field]: byPath.message } : undefined;
    return new Response(JSON.stringify(errorBody(byPath.code, byPath.message, fields)), {
      status: byPath.status,
      headers,
    });
  }
  if (code === "TSCHUTTI_SUSPENDED") {
    // Suspended by the league office: the German reason, as a refusal.
    return new Response(JSON.stringify(errorBody("forbidden", body.message ?? "")), { status: 403, headers });
  }
  if (code.startsWith("TSCHUTTI_")) {
    const status = code === "TSCHUTTI_USERNAME_TAKEN" || code === "TSCHUTTI_LAST_ADMIN" ? 409 : 400;
    const fields = body.fields ?? (body.field ? { [body.field]: body.message ?? "" } : undefined);
    return new Response(
      JSON.stringify(errorBody(status === 409 ? "conflict" : "validation", body.message ?? "", fields)),
      { status, headers },
    );
  }
  const known = code === "VALIDATION_ERROR" ? validationError(body.message) : TRANSLATIONS[code];
  if (known) {
    const fields = known.field ? { [known.field]: known.message } : undefined;
    return new Response(JSON.stringify(errorBody(known.code, known.message, fields)), {
      status: known.status,
      headers,
    });
  }
  const fallback = path.includes("sign-up")
    ? MESSAGES.signUpFailed
    : "Die Anfrage konnte nicht verarbeitet werden.";
  const status = response.status >= 500 ? 503 : response.status;
  return new Response(JSON.stringify(errorBody(status === 401 ? "unauthorized" : "bad_request", fallback)), {
    status,
    headers,
  });
}
