import { Shield } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { ensurePageOr404, prefetch } from "../../app/route-data.ts";
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

export async function clubListLoader({ request }: LoaderFunctionArgs) {
  const { search, page } = clubListParamsOf(new URL(request.url).searchParams);
  if (page === 1) {
    prefetch(clubListQueryOptions(search, page));
    return null;
  }
  // A later page is read before it shows, so one past the end answers 404.
  await ensurePageOr404(clubListQueryOptions(search, page), ({ clubs }) => clubs.length === 0, {
    title: "Diese Seite der Vereinsliste gibt es nicht.",
    icon: Shield,
    back: {
      to: search ? `/vereine?suche=${encodeURIComponent(search)}` : "/vereine",
      label: "Zur ersten Seite",
    },
  });
  return null;
}
