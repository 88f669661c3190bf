import { CalendarPlus } from "lucide-react";
import { toWebcalUrl } from "#shared/calendar/types.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { teamCalendarUrl } from "./api.ts";

/** "Kalender abonnieren": webcal:// lets the calendar app subscribe, so moved matches update. */
export function TeamCalendarLink({ teamId, className }: { teamId: string; className?: string }) {
  return (
    <a
      href={toWebcalUrl(teamCalendarUrl(teamId))}
      className={buttonClassName({ variant: "outline", className })}
      title="Alle Spiele dieser Mannschaft in deinem Kalender; Verschiebungen und Resultate kommen von selbst nach."
    >
      <CalendarPlus aria-hidden="true" /> Kalender abonnieren
    </a>
  );
}
