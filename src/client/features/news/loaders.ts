import { Newspaper } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { ensureOr404, prefetchFirstPage } from "../../app/route-data.ts";
import { newsListQueryOptions, newsQueryOptions } from "./api.ts";

export function newsListLoader({ request }: LoaderFunctionArgs) {
  prefetchFirstPage(newsListQueryOptions((new URL(request.url).searchParams.get("suche") ?? "").trim()));
  return null;
}

export async function newsLoader({ params }: LoaderFunctionArgs) {
  await ensureOr404(newsQueryOptions(params.newsId ?? ""), {
    title: "Der gesuchte Artikel wurde nicht gefunden.",
    icon: Newspaper,
    back: { to: "/news", label: "Zu allen News" },
  });
  return null;
}
