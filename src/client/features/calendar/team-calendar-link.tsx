import { teamCalendarUrl } from "./api.ts";
import { CalendarSubscribeButton } from "./calendar-subscribe-dialog.tsx";

/** «Kalender abonnieren» of a team: subscribe, copy, download and help, so moved matches update. */
export function TeamCalendarLink({
  teamId,
  teamName,
  className,
}: {
  teamId: string;
  /** «FC Seeblick 1. Mannschaft», for the dialog's sentence. */
  teamName: string;
  className?: string;
}) {
  return (
    <CalendarSubscribeButton
      feed={{
        url: teamCalendarUrl(teamId),
        fileName: "tschutti-team.ics",
        description: `Alle Spiele von ${teamName}`,
      }}
      {...(className ? { className } : {})}
    />
  );
}
