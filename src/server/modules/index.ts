import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { liveRoutes } from "./live/live-routes.ts";
import { streamRoutes } from "./live/stream-routes.ts";
import { eventRoutes } from "./matches/event-routes.ts";
import { manageMatchRoutes } from "./matches/manage-match-routes.ts";
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
  api.route("/", manageMatchRoutes());
  api.route("/", eventRoutes());
  api.route("/", liveRoutes());
  api.route("/", streamRoutes());
}
