// A part of a page whose code is a chunk of its own because the page's first view does without
// it (a tab not open at first, a completed match's Matchtelegramm). On the server the page's
// loader loads it (route-data.ts, prepareCode) when the address shows the part, so the page
// renders it in place; in the browser the part asks for it when it shows.

export interface CodePart<Module> {
  /** Starts the download once; a failed one (a new release, a lost connection) is tried anew next time. */
  load: () => Promise<Module>;
  /** The module, when it has already arrived. */
  loaded: () => Module | null;
  /** Whether the address shows the part at once (a tab it opens); never, for a part without a rule. */
  isShownAt: (params: URLSearchParams) => boolean;
}

/**
 * The parts that tell which addresses show them, as their modules are loaded: a page the server
 * rendered with such a part (a direct link to a tab) hydrates only once the part's code is there
 * (loadPartsShownAt), so the part takes taps with the page. Hydrated without it, its selectors and
 * buttons stayed the server's HTML for a moment after the page had become interactive, and a
 * choice made then was lost.
 */
const byAddress = new Set<CodePart<unknown>>();

export function codePart<Module>(
  importer: () => Promise<Module>,
  isShownAt?: (params: URLSearchParams) => boolean,
): CodePart<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  const part: CodePart<Module> = {
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
    isShownAt: isShownAt ?? (() => false),
  };
  if (isShownAt) byAddress.add(part);
  return part;
}

/**
 * The code of every part the address shows at once, among the modules loaded so far (the matched
 * routes'); a part whose code does not arrive loads it itself later, as opened in the browser.
 */
export async function loadPartsShownAt(params: URLSearchParams): Promise<void> {
  const shown = [...byAddress].filter((part) => part.isShownAt(params));
  await Promise.all(shown.map((part) => part.load().catch(() => undefined)));
}
