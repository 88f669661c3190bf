import { formatDate } from "../format.ts";
import { formatEventMinute } from "../matches/timeline.ts";
import type { OfficeCardMatch } from "./types.ts";

/**
 * A raised red card as the console names it, in its picker and its list of corrections:
 * «05.09.2026 gegen FC Aare, 63' – Lena Frei». What was deleted since is said so.
 */
export function redCardText(card: OfficeCardMatch): string {
  if (card.matchDate === null) return "Spiel gelöscht";
  const match = `${formatDate(card.matchDate)} gegen ${card.opponent ?? "?"}`;
  if (card.minute === null) return `${match}, Karte gelöscht`;
  const minute = `${match}, ${formatEventMinute(card.minute, card.addedMinute)}`;
  return card.player ? `${minute} – ${card.player}` : minute;
}
