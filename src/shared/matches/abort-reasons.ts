// What an aborted match says, kept free of zod and the input schemas: the club, match and ranking
// pages show these beside a result on their first route.

/** Reason stored when the live ticker aborts a match (club-management §4). */
export const LIVE_ABORT_REASON = "Live-Ticker vorzeitig beendet";
/** What a match the league office scored after an abort says beside its result. */
export const ABANDONED_SCORE_REASON =
  "Spielabbruch: Der Stand beim Abbruch gilt (Entscheid der Spielleitung).";
/** What a match the league office scored as a «Forfait» after an abort says beside its result. */
export const ABANDONED_FORFEIT_REASON = "Spielabbruch: als Forfait gewertet (Entscheid der Spielleitung).";
/** What it says once the office accepted a club's change of that result: the score is no longer the abort's. */
export const ABANDONED_CHANGED_REASON =
  "Spielabbruch: Das geänderte Ergebnis gilt (Entscheid der Spielleitung).";
