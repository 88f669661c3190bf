import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import type { CodePart } from "../lib/code-part.ts";

// A part of a page (a tab not open at first) whose code loads when it shows: the first view
// does without it. Where the server renders the part, its loader has loaded the code
// (prepareCode), so the server's HTML holds it; the browser hydrates that HTML without the code
// (React keeps the server's content in a Suspense boundary not yet hydrated) and takes it over
// once the code has arrived, which the page's head preloads for such an address
// (build/route-preload.ts). Opened in the browser, the part shows `fallback` until its code is
// there; the page may start that download when idle (ui/on-demand.ts) so it rarely waits.

export interface OnDemand<Props> {
  lazy: LazyExoticComponent<ComponentType<Props>>;
  loaded: () => ComponentType<Props> | null;
}

/** One component of a code part, made once at a module's top level. */
export function onDemand<Module, Props extends object>(
  part: CodePart<Module>,
  pick: (module: Module) => ComponentType<Props>,
): OnDemand<Props> {
  return {
    lazy: lazy(() => part.load().then((module) => ({ default: pick(module) }))),
    loaded: () => {
      const module = part.loaded();
      return module ? pick(module) : null;
    },
  };
}

export function PartOnDemand<Props extends object>({
  part,
  props,
  fallback,
}: {
  part: OnDemand<Props>;
  props: NoInfer<Props>;
  fallback: ReactNode;
}) {
  // Chosen once per mount: switching from the lazy part to the loaded one would mount it anew.
  const [Part] = useState<ComponentType<Props>>(() => part.loaded() ?? part.lazy);
  return (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
}
