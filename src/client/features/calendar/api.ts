import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { calendarPaths } from "#shared/calendar/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { api } from "../../lib/api.ts";
import { siteOrigin } from "../../lib/site-origin.ts";

export const personalCalendarQueryOptions = queryOptions({
  queryKey: ["me", "calendar"],
  queryFn: () => api(calendarPaths.personal()),
});

/** Creates the personal feed address, or replaces it (the old one stops working). */
export function useRenewPersonalCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(calendarPaths.personal(), { method: "POST" }),
    onSuccess: (data) => client.setQueryData(personalCalendarQueryOptions.queryKey, data),
  });
}

/** The team's public feed on this site's origin. */
export function teamCalendarUrl(teamId: string): string {
  return `${siteOrigin()}${teamPaths.calendar(teamId)}`;
}
