import { Clock } from "lucide-react";
import { doubledKickoffNote, missingKickoffMessage, resolveKickoff } from "#shared/matches/kickoff-time.ts";

/**
 * What a date form says about a kickoff at a clock change while it is typed: the
 * autumn's doubled hour is saved as the first one, the spring's missing hour is refused (the
 * same words as the refusal the form shows on submit; `hasTimeError` keeps them from doubling).
 */
export function KickoffNote({
  date,
  time,
  hasTimeError,
}: {
  date: string;
  time: string;
  hasTimeError: boolean;
}) {
  if (!date || !time) return null;
  const kickoff = resolveKickoff(date, time);
  const text =
    kickoff.kind === "doubled"
      ? doubledKickoffNote(date, time, kickoff.shiftMinutes)
      : kickoff.kind === "missing" && !hasTimeError
        ? missingKickoffMessage(date, time, kickoff.shiftMinutes)
        : null;
  if (!text) return null;
  return (
    <p
      role="status"
      className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
