// The Matchtelegramm's code is a chunk of its own: only a completed match shows it, so a match
// page's first route does without it. On the server the match page's loader loads it, and the
// page renders the text in place (a crawler, a browser without JavaScript); in the browser the
// part loads it (match-telegramm-on-demand.tsx).

type TelegrammModule = typeof import("./match-telegramm.tsx");

let loaded: TelegrammModule | null = null;
let loading: Promise<TelegrammModule> | null = null;

export function loadMatchTelegramm(): Promise<TelegrammModule> {
  loading ??= import("./match-telegramm.tsx").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed chunk (a new release, a lost connection) is asked for again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The code, when it has already arrived. */
export function loadedMatchTelegramm(): TelegrammModule | null {
  return loaded;
}
