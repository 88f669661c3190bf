import { Newspaper } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import { cursorOr400, cursorPageOr404, ensureOr404, prefetchFirstPage } from "../../app/route-data.ts";
import { SEARCH_PARAM } from "../../lib/use-address-search.ts";
import { newsListQueryOptions, newsQueryOptions } from "./api.ts";

export async function newsListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cursor = cursorOr400(url, Newspaper);
  const options = newsListQueryOptions((url.searchParams.get(SEARCH_PARAM) ?? "").trim(), cursor);
  if (cursor) await cursorPageOr404(url, Newspaper, options, (page) => page.news.length === 0);
  else prefetchFirstPage(options);
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
