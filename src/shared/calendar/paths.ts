import { apiPath } from "../http.ts";
import type { CalendarFeedResponse } from "./types.ts";

// Paths of the calendar feeds (a team's public feed is teamPaths.calendar).

export const calendarPaths = {
  /** GET the fan's secret feed address; POST makes a new one (the old one stops working). */
  personal: () => apiPath<CalendarFeedResponse>`/api/me/calendar`,
};
