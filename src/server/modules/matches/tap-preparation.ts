import type { Context, MiddlewareHandler } from "hono";
import { matchEventInputSchema } from "#shared/matches/event-schema.ts";
import { isUuid } from "#shared/uuid.ts";
import type { AppEnv } from "../../context.ts";
import { prepareTap, type TapPlan } from "./event-tap.ts";

/** The path of a tap (POST a ticker event), as app.ts mounts the preparation in front of it. */
export const TAP_PATH = "/api/manage/matches/:id/events";

const prepared = new WeakMap<Request, TapPlan>();

/**
 * Reads and checks a tap before the write's transaction opens. It runs in front of the
 * Idempotency-Key middleware, whose transaction holds the route: inside it, these reads would
 * be statements of the tap's transaction. It never answers: a body the route will refuse, a
 * refusal of the rules or an outage leaves no plan, and the route finds and answers it inside
 * the transaction (so a repeated key still gets its stored answer first).
 */
export function tapPreparation(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "POST" && (c.var.user || c.var.apiKey)) {
      const matchId = c.req.param("id") ?? "";
      const input = matchEventInputSchema.safeParse(await readJson(c));
      if (isUuid(matchId) && input.success) {
        const plan = await prepareTap(c, c.var.deps.db, matchId, input.data);
        if (plan) prepared.set(c.req.raw, plan);
      }
    }
    await next();
  };
}

/** The plan tapPreparation made for this request, if any. */
export function preparedTap(c: Context<AppEnv>): TapPlan | null {
  return prepared.get(c.req.raw) ?? null;
}

/** The body as JSON, or undefined; read as bytes so that later readers (the key's hash) see the same. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
  } catch {
    return undefined;
  }
}
