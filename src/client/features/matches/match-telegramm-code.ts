import { codePart } from "../../lib/code-part.ts";

// The Matchtelegramm's code is a chunk of its own: only a completed match shows it, so a match
// page's first route does without it. On the server the match page's loader loads it, and the
// page renders the text in place (a crawler, a browser without JavaScript); in the browser the
// part loads it (match-telegramm-on-demand.tsx).

const telegramm = codePart(() => import("./match-telegramm.tsx"));

export const loadMatchTelegramm = telegramm.load;

/** The code, when it has already arrived. */
export const loadedMatchTelegramm = telegramm.loaded;
