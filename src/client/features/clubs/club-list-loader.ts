import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../app/route-data.ts";
import { clubListQueryOptions } from "./api.ts";

// Apart from the club page's loader (loaders.ts): a club page's first route does without the
// list's address reading.

/** ?suche= and ?seite= of the club list; the page reads them the same way. */
export function clubListParamsOf(params: URLSearchParams): { search: string; page: number } {
  return {
    search: (params.get("suche") ?? "").trim(),
    page: Math.max(1, Number.parseInt(params.get("seite") ?? "1", 10) || 1),
  };
}

export function clubListLoader({ request }: LoaderFunctionArgs) {
  const { search, page } = clubListParamsOf(new URL(request.url).searchParams);
  prefetch(clubListQueryOptions(search, page));
  return null;
}
