import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { apiKeyRoutes } from "./api-keys/api-key-routes.ts";
import { manageBoardRoutes } from "./board/manage-board-routes.ts";
import { calendarRoutes } from "./calendar/calendar-routes.ts";
import { clubRoutes } from "./clubs/club-routes.ts";
import { manageClubRoutes } from "./clubs/manage-club-routes.ts";
import { manageCoachRoutes } from "./coaches/manage-coach-routes.ts";
import { favoriteRoutes } from "./favorites/favorite-routes.ts";
import { lineupRoutes } from "./lineups/lineup-routes.ts";
import { liveRoutes } from "./live/live-routes.ts";
import { streamRoutes } from "./live/stream-routes.ts";
import { eventRoutes } from "./matches/event-routes.ts";
import { fixtureImportRoutes } from "./matches/fixture-import-routes.ts";
import { manageMatchRoutes } from "./matches/manage-match-routes.ts";
import { matchCsvRoutes } from "./matches/match-csv-routes.ts";
import { matchReportRoutes } from "./matches/match-report-routes.ts";
import { matchRequestRoutes } from "./matches/match-request-routes.ts";
import { matchRoutes } from "./matches/match-routes.ts";
import { matchStatusRoutes } from "./matches/match-status-routes.ts";
import { inviteRoutes } from "./members/invite-routes.ts";
import { memberRoutes } from "./members/member-routes.ts";
import { manageNewsRoutes } from "./news/manage-news-routes.ts";
import { newsRoutes } from "./news/news-routes.ts";
import { managePlayerRoutes } from "./players/manage-player-routes.ts";
import { playerCsvRoutes } from "./players/player-csv-routes.ts";
import { playerRoutes } from "./players/player-routes.ts";
import { accountRoutes } from "./profiles/account-routes.ts";
import { profileRoutes } from "./profiles/profile-routes.ts";
import { pushRoutes } from "./push/push-routes.ts";
import { rankingRoutes } from "./rankings/ranking-routes.ts";
import { manageTeamRoutes } from "./teams/manage-team-routes.ts";
import { teamRoutes } from "./teams/team-routes.ts";
import { uploadRoutes } from "./uploads/upload-routes.ts";

/**
 * Every domain sub-app, mounted under /api. Each domain adds one line here (and nothing
 * else outside its own folder), so parallel work on different domains does not collide.
 */
export function mountModules(api: OpenAPIHono<AppEnv>): void {
  api.route("/", profileRoutes());
  api.route("/", accountRoutes());
  api.route("/", uploadRoutes());
  api.route("/", matchRoutes());
  api.route("/", manageMatchRoutes());
  api.route("/", matchStatusRoutes());
  api.route("/", matchReportRoutes());
  api.route("/", matchRequestRoutes());
  api.route("/", eventRoutes());
  api.route("/", liveRoutes());
  api.route("/", streamRoutes());
  api.route("/", clubRoutes());
  api.route("/", teamRoutes());
  api.route("/", playerRoutes());
  api.route("/", newsRoutes());
  api.route("/", favoriteRoutes());
  api.route("/", calendarRoutes());
  api.route("/", pushRoutes());
  api.route("/", rankingRoutes());
  api.route("/", manageClubRoutes());
  api.route("/", manageTeamRoutes());
  api.route("/", managePlayerRoutes());
  api.route("/", playerCsvRoutes());
  api.route("/", matchCsvRoutes());
  api.route("/", fixtureImportRoutes());
  api.route("/", manageCoachRoutes());
  api.route("/", manageBoardRoutes());
  api.route("/", manageNewsRoutes());
  api.route("/", memberRoutes());
  api.route("/", inviteRoutes());
  api.route("/", lineupRoutes());
  api.route("/", apiKeyRoutes());
}
