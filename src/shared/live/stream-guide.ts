import { formatCount } from "../format.ts";
import type { LiveFrameKind } from "./stream-frames.ts";

// What each frame of GET /api/live/stream means to someone who reads it, in German: the API
// document (stream-frame-schema.ts) and the developers' page (/entwickler) say the same from
// here. Keyed by every kind, so a new kind without its text fails to compile. No zod: the page
// loads none.

/**
 * A stream that resumes (Last-Event-ID) is sent what it missed, at most this many changes of the
 * matches it follows; a client further behind is sent `reset` (server/realtime/hub.ts).
 */
export const STREAM_REPLAY_LIMIT = 1_000;

/**
 * How long the server's log of changes (realtime_log) keeps a change for streams that resume:
 * a client further back is sent `reset`, and so is every stream of a server that was cut off from
 * its database for longer, as it finds the changes of that time deleted (server/realtime/hub.ts).
 */
export const STREAM_LOG_HOURS = 24;

/** Each kind's meaning; `data` is the JSON of the frame's `data:` line. */
export const LIVE_FRAME_DESCRIPTIONS: { [K in LiveFrameKind]: string } = {
  match: "Das Spiel nach der Änderung (Spielstand, Uhr, Status), wie GET /api/matches/{id} es nennt.",
  "match.deleted": "Das Spiel wurde gelöscht.",
  "event.created":
    "Ein neues Ereignis (Tor, Karte, Wechsel …) mit Text und laufendem Spielstand; playerStats: die neuen Zahlen jedes betroffenen Spielers.",
  "event.updated":
    "Ein Ereignis wurde geändert; spätere Ereignisse können einen anderen Spielstand haben (die Zeitachse neu ableiten).",
  "event.deleted": "Ein Ereignis wurde gelöscht; playerStats wie bei event.created.",
  lineup:
    "Die Aufstellung einer Seite wurde geändert, wie GET …/starting-lineups sie nennt; ohne lineup: neu laden.",
  report: "Der Spielbericht wurde geschrieben oder geändert, wie GET …/report ihn nennt.",
  history:
    "Eine neue Zeile im Verlauf eines von beiden Vereinen angenommenen Spiels, wie der öffentliche Verlauf sie nennt (ohne Personennamen).",
  ready:
    "Einmal pro Verbindung nach dem Nachholen: serverTime ist die Uhr des Servers (ms seit 1970), für die laufende Spielminute.",
  reset: `Der Server kann nicht alles Verpasste nachholen (mehr als ${formatCount(STREAM_REPLAY_LIMIT)} Änderungen, älter als ${STREAM_LOG_HOURS} Stunden oder eine unbekannte ID): alle Daten neu laden.`,
};

/** Most matches one stream follows (`matches=`); `all=live` follows every running match. */
export const MAX_STREAM_MATCHES = 50;
