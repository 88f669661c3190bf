import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedResponse } from "#shared/calendar/types.ts";
import { api } from "../../lib/api.ts";

export const personalCalendarQueryOptions = queryOptions({
  queryKey: ["me", "calendar"],
  queryFn: () => api<CalendarFeedResponse>("/api/me/calendar"),
});

/** Creates the personal feed address, or replaces it (the old one stops working). */
export function useRenewPersonalCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedResponse>("/api/me/calendar", { method: "POST" }),
    onSuccess: (data) => client.setQueryData(personalCalendarQueryOptions.queryKey, data),
  });
}

/** The team's public feed on this site's origin. */
export function teamCalendarUrl(teamId: string): string {
  return `${window.location.origin}/api/teams/${encodeURIComponent(teamId)}/calendar.ics`;
}
