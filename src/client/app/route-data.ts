import type {
  EnsureQueryDataOptions,
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryKey,
} from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { data } from "react-router";
import { CURSOR_PARAM, cursorOf } from "../lib/address-cursor.ts";
import { ApiError } from "../lib/api.ts";
import { loaderScope } from "./loader-scope.ts";

/** What the route error element shows when a page's main record does not exist. */
export interface Missing {
  title: string;
  icon: LucideIcon;
  back: { to: string; label: string };
}

/** Thrown from a loader: the route error element renders `missing` as the not-found page. */
export function notFound(missing: Missing): never {
  throw data(missing, { status: 404 });
}

/**
 * Thrown from a loader for an address no page answers to (a list's cursor that cannot be read):
 * the same page as `notFound`, answered 400.
 */
export function badAddress(missing: Missing): never {
  throw data(missing, { status: 400 });
}

/**
 * A paged list's cursor from its address (`?weiter=`, lib/address-cursor.ts). One the list cannot
 * read (cut short, typed by hand) is no copy of the list's first page but the not-found page,
 * answered 400, with the way to the list's top under the same filters.
 */
export function cursorOr400(url: URL, icon: LucideIcon): string | null {
  const cursor = cursorOf(url.searchParams);
  if (url.searchParams.has(CURSOR_PARAM) && !cursor) {
    badAddress(listTopMissing(url, icon, "Diese Adresse führt auf keine Seite der Liste."));
  }
  return cursor;
}

/**
 * A paged list's page from the address's cursor, waited for: a cursor past the list's end (an
 * old link; the list has shrunk since) is the not-found page, answered 404, not an empty list.
 */
export async function cursorPageOr404<T, K extends QueryKey, P>(
  url: URL,
  icon: LucideIcon,
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
  isEmpty: (page: T) => boolean,
): Promise<void> {
  const { pages } = await loaderScope().queryClient.fetchInfiniteQuery(options);
  const first = pages[0];
  if (first === undefined || isEmpty(first)) {
    notFound(listTopMissing(url, icon, "Diese Seite der Liste gibt es nicht (mehr)."));
  }
}

/** What a list's address that names no page of it shows: the way to its top, same filters. */
function listTopMissing(url: URL, icon: LucideIcon, title: string): Missing {
  const top = new URLSearchParams(url.searchParams);
  top.delete(CURSOR_PARAM);
  const search = top.toString();
  return {
    title,
    icon,
    back: { to: search ? `${url.pathname}?${search}` : url.pathname, label: "Zum Anfang der Liste" },
  };
}

export function isMissing(value: unknown): value is Missing {
  return typeof value === "object" && value !== null && "title" in value && "back" in value;
}

/**
 * A loader's main data: starts the request with the route's code and waits for it, so the page
 * renders with its data. An API 404 becomes the route's not-found page; any other failure
 * goes to the route error element.
 */
export async function ensureOr404<T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
  /** Or what finds it out, when the page's way back depends on what else exists. */
  missing: Missing | (() => Promise<Missing>),
): Promise<T> {
  try {
    return await loaderScope().queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      notFound(typeof missing === "function" ? await missing() : missing);
    }
    throw error;
  }
}

/**
 * A list's later page (`?seite=`), waited for: one past the end (an old link, a hand-typed
 * number) is the not-found page, answered 404, not an empty list.
 */
export async function ensurePageOr404<T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
  isPastEnd: (page: T) => boolean,
  missing: Missing,
): Promise<T> {
  const page = await loaderScope().queryClient.ensureQueryData(options);
  if (isPastEnd(page)) notFound(missing);
  return page;
}

/**
 * Whether a record exists: false only when the API says 404 (another failure says nothing about
 * it, and the page's way back to it is then still the likely one).
 */
export async function existsOr404<T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<boolean> {
  try {
    await loaderScope().queryClient.ensureQueryData(options);
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 404);
  }
}

/**
 * Data the page needs but may show a skeleton for: started now, not waited for by the loader.
 * Its failure is the section's to show (the query keeps the error), so nothing here throws.
 */
export function prefetch<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
  /** Starts the requests that follow from the answer (e.g. each live match's events). */
  then?: (data: T) => void,
): void {
  const { queryClient } = loaderScope();
  collect(
    queryClient.prefetchQuery(options).then(() => {
      const data = queryClient.getQueryData<T>(options.queryKey);
      if (then && data !== undefined) then(data);
    }),
  );
}

/**
 * A section that holds no place until it is read (it shows nothing while loading), so arriving
 * after the page it would move what is below it: the loader waits for it beside the main data,
 * in the browser's navigations as on the server. Its failure is still the section's to show
 * (the query keeps the error), so the promise never rejects.
 */
export function sectionWithPage<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const request = loaderScope().queryClient.prefetchQuery(options);
  collect(request);
  return request;
}

/**
 * The code of a part the page renders in place on the server (a lazy component's module): the
 * server loads it and waits for it as for the sections' data. In the browser a loader runs only
 * for a navigation within the visit (the first page starts from the server's results, router.tsx),
 * so the code is asked for there with the page's data instead of once the page shows, and still
 * stays out of the first route. A failure leaves the part to load it itself.
 */
export function prepareCode(load: () => Promise<unknown>): void {
  collect(
    load().then(
      () => undefined,
      () => undefined,
    ),
  );
}

/** `prefetch` for a list read in pages (useInfiniteQuery): its first page. */
export function prefetchFirstPage<T, K extends QueryKey, P>(
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): void {
  collect(loaderScope().queryClient.prefetchInfiniteQuery(options));
}

/** On the server, the page waits for the request before it renders (loader-scope.ts). */
function collect(request: Promise<void>): void {
  const pending = loaderScope().pending;
  if (!pending) return;
  pending.add(request);
  void request.finally(() => pending.delete(request));
}
