import { z } from "zod";

// The one place that reads process.env (docs/architecture.md, Conventions): the README's
// table lists every variable it reads.
/** A text setting where a blank value (`OPERATOR_UID=` in a compose file) counts as unset. */
function optionalText() {
  return z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined);
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  /** More origins allowed to send writes besides PUBLIC_URL (comma-separated, only with PUBLIC_URL). */
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const entry of (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        try {
          origins.push(new URL(entry).origin);
        } catch {
          ctx.addIssue({ code: "custom", message: `keine gültige Adresse: ${entry}` });
        }
      }
      return origins;
    }),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  /** The built client (vite build output). */
  CLIENT_DIR: z.string().default("dist/client"),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Trust X-Forwarded-For (set when running behind a reverse proxy or load balancer). */
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /** Multiplies the sign-in/sign-up rate limits; the e2e suite raises it, nothing turns limits off. */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
  /**
   * Live streams one client address may hold open per server process (realtime/stream-quota.ts):
   * hundreds of fans behind a club's Wi-Fi or a mobile NAT keep theirs, thousands do not.
   */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(600),
  /** Anonymous API reads per client address and minute (each server process counts its own). */
  API_READ_LIMIT: z.coerce.number().int().min(1).default(600),
  /**
   * Management requests per API key and minute (each server process counts its own); a key's
   * open reads count at the address under API_READ_LIMIT, as without the key.
   */
  API_KEY_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * The in-memory cache of public reads (http/read-cache.ts): on by default where the server
   * runs, off in tests unless a test asks for it.
   */
  READ_CACHE: z.enum(["on", "off"]).optional(),
  /** Web Push (VAPID) key pair; generated on first start and kept under DATA_DIR when absent. */
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Contact for push services: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT muss mit mailto: oder https:// beginnen")
    .default("mailto:kontakt@tschutti.ch"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "1" || v === "true")),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("auto"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket's objects (defaults to endpoint/bucket). */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** SMTP server for mail, e.g. smtp://user:pw@mail.example.ch:587; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Tschutti <no-reply@tschutti.ch>"),
  /**
   * Who runs this Tschutti, for the Impressum and the Datenschutzerklärung (modules/legal): the
   * pages show what is set and say plainly what is missing, never made-up details.
   */
  OPERATOR_NAME: optionalText(),
  /** Postal address; lines separated by «;». */
  OPERATOR_ADDRESS: optionalText(),
  OPERATOR_EMAIL: optionalText().pipe(
    z.email({ error: "OPERATOR_EMAIL muss eine E-Mail-Adresse sein" }).optional(),
  ),
  /** UID or company number (CHE-…), where there is one. */
  OPERATOR_UID: optionalText(),
  /** Where the servers and the database run, e.g. «Schweiz (Exoscale, Zürich)». */
  OPERATOR_HOSTING: optionalText(),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Ungültige Konfiguration:\n${lines}`);
  }
  return parsed.data;
}

/** The address people reach the app under (links in mails, cookies, allowed origins). */
export function publicBaseUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}
