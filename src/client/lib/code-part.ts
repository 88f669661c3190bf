// A part of a page whose code is a chunk of its own because the page's first view does without
// it (a tab not open at first, a completed match's Matchtelegramm). On the server the page's
// loader loads it (route-data.ts, prepareCode) when the address shows the part, so the page
// renders it in place; in the browser the part asks for it when it shows.

export interface CodePart<Module> {
  /** Starts the download once; a failed one (a new release, a lost connection) is tried anew next time. */
  load: () => Promise<Module>;
  /** The module, when it has already arrived. */
  loaded: () => Module | null;
}

export function codePart<Module>(importer: () => Promise<Module>): CodePart<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  return {
    load: () => {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}
