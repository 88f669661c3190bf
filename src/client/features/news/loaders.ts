import { Newspaper } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import { ensureOr404, prefetchFirstPage } from "../../app/route-data.ts";
import { cursorOf } from "../../lib/address-cursor.ts";
import { SEARCH_PARAM } from "../../lib/use-address-search.ts";
import { newsListQueryOptions, newsQueryOptions } from "./api.ts";

export function newsListLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  prefetchFirstPage(newsListQueryOptions((params.get(SEARCH_PARAM) ?? "").trim(), cursorOf(params)));
  return null;
}

export async function newsLoader({ params }: LoaderFunctionArgs) {
  await ensureOr404(newsQueryOptions(params.newsId ?? ""), {
    title: NOT_FOUND_TITLES.news,
    icon: Newspaper,
    back: { to: "/news", label: "Zu allen News" },
  });
  return null;
}
