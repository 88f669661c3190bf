// The server's way into the client: renders a route of the app to HTML with its data. The
// server (src/server/http/page-render.ts) imports this one module; everything below it is the
// same code the browser runs (decision 017).
import "./lib/zod-csp.ts";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from "react-router";
import { isPublicReadPath } from "#shared/http.ts";
import { type LoaderScope, setLoaderScopeSource, settled } from "./app/loader-scope.ts";
import { queryDefaults } from "./app/query-client.ts";
import { isMissing } from "./app/route-data.ts";
import { routes } from "./app/router.tsx";
import type { ServerData } from "./app/server-data.ts";
import { ApiError, setApiTransport } from "./lib/api.ts";
import { setSiteOriginSource } from "./lib/site-origin.ts";

/** One page's render: its loaders' scope and how its API reads reach the app. */
export interface RenderScope {
  loaders: LoaderScope;
  /** Answers an API request in the server's own process (the Hono app). */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  /** The site's public origin, as the visitor's browser knows it. */
  origin: string;
}

/**
 * Holds the scope of the render in progress across its awaits (the server passes its
 * AsyncLocalStorage): the server renders many pages at once, the browser code reads one.
 */
export interface ScopeStore {
  run<T>(scope: RenderScope, render: () => T): T;
  current(): RenderScope | undefined;
}

export interface RenderedPage {
  /** The route's own status: 404 when a loader found no record, 500 when one failed. */
  status: number;
  /**
   * The title of the not-found page a loader threw (route-data.ts `Missing`: a record that does
   * not exist, a list's page past its end, a cursor no list can read), as its heading and the
   * tab say; null when the page is no such page. The server heads the page with it.
   */
  missingTitle: string | null;
  /** The HTML of the app (what goes inside `#root`), streamed as React renders it. */
  html: ReadableStream<Uint8Array>;
  /** The data block for the client (JSON, not yet escaped for HTML). */
  data: ServerData;
  /**
   * Seconds until a refused read may be asked again (the longest `Retry-After` of the loaders'
   * API answers), null when none said: the page's 429 or 503 passes it on to its visitor.
   */
  retryAfterSeconds: number | null;
}

export interface RenderOptions {
  /** The live stream's position the page's data is at least as new as (ServerData.liveFrom). */
  liveFrom: number | null;
  fetchApi: RenderScope["fetchApi"];
  origin: string;
  /** The CSP nonce of the answer, for any script React writes while streaming. */
  nonce: string;
  onError: (error: unknown) => void;
}

/** A renderer of the app's routes; made once per server process. */
export function createPageRenderer(store: ScopeStore) {
  const scope = (): RenderScope => {
    const current = store.current();
    if (!current) throw new Error("A page loader ran outside a server render.");
    return current;
  };
  setLoaderScopeSource(() => scope().loaders);
  setApiTransport((path, init) => scope().fetchApi(path, init));
  setSiteOriginSource(() => scope().origin);
  const handler = createStaticHandler(routes);

  return function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | Response> {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { ...queryDefaults, retry: false } },
    });
    // The public reads the page was made from: the browser's service worker keeps them for
    // offline use, as it keeps the reads the browser makes itself (ServerData.publicReads).
    const publicReads = new Set<string>();
    let retryAfterSeconds: number | null = null;
    const renderScope: RenderScope = {
      loaders: { queryClient, pending: new Set() },
      fetchApi: async (path, init) => {
        const response = await options.fetchApi(path, init);
        const isRead = (init.method ?? "GET").toUpperCase() === "GET";
        if (isRead && response.ok && isPublicReadPath(new URL(path, options.origin).pathname)) {
          publicReads.add(path);
        }
        const wait = Number(response.headers.get("retry-after") ?? Number.NaN);
        if (Number.isInteger(wait) && wait > 0) retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, wait);
        return response;
      },
      origin: options.origin,
    };
    return store.run(renderScope, async () => {
      const context = await handler.query(request);
      // A loader's redirect: the server answers it as such.
      if (context instanceof Response) return context;
      // The sections the loaders started: the HTML shows them filled, not as skeletons.
      await settled(renderScope.loaders);
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = await renderToReadableStream(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
          </QueryClientProvider>
        </StrictMode>,
        {
          nonce: options.nonce,
          onError: options.onError,
          // A part that is ready goes out in place, however large: React would otherwise send a
          // large ready part (the start page, the schedule) after a loading placeholder and put
          // it in place with a script, which a crawler or a browser without JavaScript never runs.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      // A route that failed is not handed over: its loader runs again in the browser, which
      // rebuilds the error as the page shows it (a not-found page carries its icon, a component).
      const url = new URL(request.url);
      const data: ServerData = {
        url: url.pathname + url.search,
        router: { loaderData: context.loaderData, actionData: null, errors: null },
        queries: dehydrate(queryClient),
        liveFrom: options.liveFrom,
        publicReads: [...publicReads],
      };
      return {
        status: statusOf(context.statusCode, context.errors),
        missingTitle: missingTitleOf(context.errors),
        html,
        data,
        retryAfterSeconds,
      };
    });
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/**
 * A loader that failed on an API answer gives the page that answer's status: 429 with the
 * visitor over the read limit, 503 with the database away, not React Router's 500.
 */
function statusOf(routerStatus: number, errors: Record<string, unknown> | null): number {
  const apiError = Object.values(errors ?? {}).find((error) => error instanceof ApiError);
  return apiError instanceof ApiError && apiError.status >= 400 ? apiError.status : routerStatus;
}

/** The title of the not-found page the route error element shows (route-error.tsx), if it shows one. */
function missingTitleOf(errors: Record<string, unknown> | null): string | null {
  for (const error of Object.values(errors ?? {})) {
    if (
      isRouteErrorResponse(error) &&
      (error.status === 404 || error.status === 400) &&
      isMissing(error.data)
    ) {
      return error.data.title;
    }
  }
  return null;
}
