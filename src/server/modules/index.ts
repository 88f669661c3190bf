import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { matchRoutes } from "./matches/match-routes.ts";
import { profileRoutes } from "./profiles/profile-routes.ts";
import { uploadRoutes } from "./uploads/upload-routes.ts";

/**
 * Every domain sub-app, mounted under /api. Each domain adds one line here (and nothing
 * else outside its own folder), so parallel work on different domains does not collide.
 */
export function mountModules(api: OpenAPIHono<AppEnv>): void {
  api.route("/", profileRoutes());
  api.route("/", uploadRoutes());
  api.route("/", matchRoutes());
}
