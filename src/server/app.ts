// First: zod says its default messages in German (see the module).
import "./http/zod-messages.ts";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { API_KEY_MESSAGES } from "#shared/api-keys/schema.ts";
import { versionPolicyMarkdown } from "#shared/api-versions.ts";
import { errorBodySchema } from "#shared/response-schema.ts";
import { registerAuthPaths } from "./auth/auth-openapi.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { sessionMiddleware } from "./auth/session.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { databaseGate, errorCodeOf, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "./db/availability.ts";
import { publicBaseUrl } from "./env.ts";
import { clientIp } from "./http/client-ip.ts";
import { compressJson } from "./http/compress-json.ts";
import {
  deprecationHeaders,
  deprecationLookup,
  deprecationsOf,
  withDeprecations,
} from "./http/deprecation.ts";
import { docsRoutes } from "./http/docs-page.ts";
import { AppError, errorBody } from "./http/errors.ts";
import { idempotency } from "./http/idempotency.ts";
import { bodySizeLimit, INPUT_MESSAGES, textInputGuard } from "./http/input-guard.ts";
import { ABSOLUTE_UPLOAD_PATHS, manageUploadUrls } from "./http/manage-upload-urls.ts";
import { middlewareReach, samplePath } from "./http/middleware-reach.ts";
import {
  registerPlainPaths,
  securitySchemes,
  withErrorBodies,
  withJsonMediaType,
  withLimitsAndCaching,
  withoutSafeIntegerLimits,
} from "./http/openapi.ts";
import { withChallenge } from "./http/openapi-challenge.ts";
import { withIdempotencyKey } from "./http/openapi-idempotency.ts";
import { withMethodNotAllowed } from "./http/openapi-method-not-allowed.ts";
import { createOriginPolicy, originCheck } from "./http/origin-policy.ts";
import {
  isPublicCachedRead,
  privateByDefault,
  publicReads,
  REQUEST_ID_HEADER,
  requestIdFor,
} from "./http/public-cache.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { allowedMethods, unknownAddress } from "./http/unknown-address.ts";
import { apiKeyAuth } from "./modules/api-keys/api-key-auth.ts";
import { withKeyRefusals } from "./modules/api-keys/api-key-openapi.ts";
import { mountModules } from "./modules/index.ts";
import { isOfficePath, OFFICE_PATH, officeOnly } from "./modules/league/office-route-parts.ts";
import { TAP_PATH, tapPreparation } from "./modules/matches/tap-preparation.ts";
import { withResponseSchemas } from "./modules/read-api/openapi-responses.ts";
import { publicReadCors } from "./modules/read-api/public-cors.ts";
import {
  createReadLimiter,
  isAddressLimited,
  isCountedAtAddress,
  type ReadLimiter,
  readLimitedMessage,
  readLimitOf,
  readRateLimit,
} from "./modules/read-api/read-rate-limit.ts";
import { seoRoutes } from "./modules/seo/seo-routes.ts";
import { widgetHeaders, widgetRoutes } from "./modules/widgets/widget-routes.ts";

/** The whole HTTP API; main.ts adds static files, tests call `app.request()` directly. */
export function createApp(
  deps: AppDeps,
  /** Shared with the cache hit path (http/cache-hits.ts), which counts the reads it answers. */
  readLimiter: ReadLimiter = createReadLimiter({ limit: readLimitOf(deps.env) }),
) {
  const app = new OpenAPIHono<AppEnv>();

  // The id's rule is requestIdFor (the hit path uses it too), so Hono reads no header itself.
  app.use(
    "*",
    requestId({ headerName: "", generator: (c) => requestIdFor(c.req.header(REQUEST_ID_HEADER)) }),
  );
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, c.var.requestId);
  });
  app.use("*", (c, next) => {
    c.set("deps", deps);
    return next();
  });
  app.use("*", requestLog(deps.log));
  app.use("/widget/*", widgetHeaders());
  app.use("*", securityHeaders(deps.env));
  app.use("/api/*", compressJson());
  app.use("/api/*", clientIp(deps.env.TRUST_PROXY));
  app.use("/api/*", privateByDefault());
  // Outside every refusal below, so a deprecated operation's 4xx says it too; not in the way
  // of any request while nothing is deprecated.
  const deprecations = deprecationsOf(deps);
  if (deprecations.length > 0) app.use("/api/*", deprecationHeaders(deprecationLookup(deprecations)));
  // Input layer, in this order: foreign origins never reach a parser, oversized bodies are
  // refused before they are read, then one place checks every piece of text.
  app.use("/api/*", originCheck(createOriginPolicy(deps.env)));
  // The league office's routes come after the session (below): who calls is answered first there.
  const bodyLimit = bodySizeLimit();
  const textGuard = textInputGuard();
  app.use("/api/*", (c, next) => (isOfficePath(c.req.path) ? next() : bodyLimit(c, next)));
  app.use("/api/*", (c, next) => (isOfficePath(c.req.path) ? next() : textGuard(c, next)));

  // Before the health and the database gate: /api/health and a public read's 503 are public
  // answers too, readable from any site like the rest of the open read API.
  app.use("/api/*", publicReadCors());
  app.get("/api/health", async (c) => {
    // Within 1 s even when the database hangs: a load balancer must see the outage.
    if (await deps.dbAvailability.check(800)) return c.json({ status: "ok", database: "ok" }, 200);
    return c.json({ status: "degraded", database: "unavailable" }, 503);
  });
  app.use("/api/*", databaseGate());

  app.route("/api/auth", authRoutes());
  // Named, so the OpenAPI document can ask which routes they reach (withLimitsAndCaching).
  const keyLimit = apiKeyAuth(deps.env.API_KEY_LIMIT * deps.env.RATE_LIMIT_SCALE);
  const readLimit = readRateLimit(readLimiter);
  const cachedReads = publicReads(deps.readCache);
  app.use("/api/*", keyLimit);
  app.use("/api/*", sessionMiddleware());
  // A visitor hears 401 and anyone else 403 before the office's input is read or judged (a file
  // too large, malformed JSON): what the console sends is nobody else's to learn. Nothing above
  // reads a body, so the limit still comes before anything reads one.
  app.use(`${OFFICE_PATH}*`, officeOnly, bodyLimit, textGuard);
  app.use("/api/*", readLimit);
  // Before the key's transaction, so a tap's reads and checks are not inside it.
  app.use(TAP_PATH, tapPreparation());
  app.use("/api/*", idempotency());
  app.use("/api/*", cachedReads);
  const uploadUrls = manageUploadUrls();
  for (const path of ABSOLUTE_UPLOAD_PATHS) app.use(path, uploadUrls);
  const api = new OpenAPIHono<AppEnv>();
  mountModules(api);
  // Named once, so every error answer refers to the same schema.
  app.openAPIRegistry.register("Error", errorBodySchema);
  registerAuthPaths(app.openAPIRegistry);
  registerPlainPaths(app.openAPIRegistry);
  for (const [name, scheme] of Object.entries(securitySchemes)) {
    app.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  }
  app.route("/api", api);

  // Generated from the routes, plus the response schemas of the open read API and what the
  // middlewares in front of the routes answer (asked of the router once every route is in).
  let openApiDocument: object | null = null;
  const describeApi = () => {
    const errorSchema = { $ref: "#/components/schemas/Error" };
    const reaches = middlewareReach(app);
    const generated = app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: "Tschutti API",
        version: "1.0.0",
        description: `Die API der Tschutti-Plattform.\n\n${versionPolicyMarkdown(deprecations)}`,
      },
      // A generated client's base address: the configured public one, where /api/… is served.
      servers: [{ url: publicBaseUrl(deps.env) }],
    });
    const described = withoutSafeIntegerLimits(withJsonMediaType(withResponseSchemas(generated)));
    const answered = withLimitsAndCaching(
      described,
      {
        readLimited: (method, path) =>
          isAddressLimited(method.toUpperCase()) && reaches(readLimit, method, path),
        keyLimited: (method, path) =>
          !isCountedAtAddress(method.toUpperCase(), path) && reaches(keyLimit, method, path),
        cachedRead: (method, path) =>
          isPublicCachedRead(method.toUpperCase(), path) && reaches(cachedReads, method, path),
        readLimitedMessage: readLimitedMessage(30),
        keyLimitedMessage: API_KEY_MESSAGES.rateLimited(30),
      },
      errorSchema,
    );
    const refused = withKeyRefusals(
      withIdempotencyKey(withErrorBodies(answered, errorSchema), errorSchema),
      (method, path) => reaches(keyLimit, method, path),
      errorSchema,
    );
    const challenged = withChallenge(
      withMethodNotAllowed(refused, (path) => allowedMethods(app, samplePath(path)), errorSchema),
    );
    return withDeprecations(challenged, deprecations);
  };
  app.get("/api/openapi.json", (c) => {
    openApiDocument ??= describeApi();
    return c.json(openApiDocument);
  });
  app.route("/", seoRoutes());
  app.route("/widget", widgetRoutes());
  app.route("/api/docs", docsRoutes());
  app.all("/api/*", unknownAddress(app));

  app.onError((error, c) => {
    if (error instanceof AppError)
      return c.json(errorBody(error.code, error.message, error.fields), error.status, error.headers);
    if (error instanceof HTTPException) {
      // The route's validator refuses a body of another type than the JSON it declares.
      if (error.status === 415) {
        return c.json(errorBody("unsupported_media_type", INPUT_MESSAGES.jsonExpected), 415);
      }
      const message = /json/i.test(error.message)
        ? INPUT_MESSAGES.malformedJson
        : "Die Anfrage konnte nicht verarbeitet werden.";
      return c.json(errorBody("bad_request", message), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      deps.log.warn({ reqId: c.var.requestId, err: errorCodeOf(error) }, "database unavailable");
      return c.json(errorBody("unavailable", UNAVAILABLE_MESSAGE), 503);
    }
    const pgCode = postgresErrorCode(error);
    if (pgCode === "23505") return c.json(errorBody("conflict", "Dieser Eintrag existiert bereits."), 409);
    if (pgCode === "23503")
      return c.json(errorBody("validation", "Ein verknüpfter Eintrag existiert nicht."), 400);
    if (pgCode === "23514" || pgCode === "22P02" || pgCode === "22003") {
      return c.json(errorBody("validation", "Ungültige Eingabe."), 400);
    }
    deps.log.error({ err: error, reqId: c.var.requestId }, "unhandled error");
    return c.json(errorBody("internal", "Unerwarteter Fehler. Bitte versuche es später erneut."), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** The SQLSTATE of a database error; Drizzle wraps the driver's error in `cause`. */
function postgresErrorCode(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
