import { useQuery } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { NEWS_PREVIEW_LIST } from "#shared/constants.ts";
import { formatDate, truncate } from "#shared/format.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { latestNewsQueryOptions } from "../news/api.ts";

/** The newest published news (of the favourites' clubs when there are any). */
export function LatestNews({ clubIds, limit }: { clubIds: string[] | null; limit: number }) {
  const news = useQuery(latestNewsQueryOptions(clubIds, limit));
  if (news.isLoading) {
    return (
      <div className="grid gap-4 md:grid-cols-3" role="status" aria-label="Lade Neuigkeiten...">
        {Array.from({ length: limit }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    );
  }
  if (news.isError) {
    return (
      <ErrorState
        message="Die Neuigkeiten konnten nicht geladen werden."
        onRetry={() => void news.refetch()}
        isRetrying={news.isRefetching}
      />
    );
  }
  const list = news.data ?? [];
  if (list.length === 0)
    return <EmptyState icon={Newspaper} title="Keine aktuellen Neuigkeiten verfügbar." />;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {list.map((item) => (
        <li key={item.id} className="min-w-0">
          <Card asChild interactive>
            <Link to={`/news/${item.id}`} className="flex h-full flex-col">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" loading="lazy" className="aspect-video w-full object-cover" />
              ) : (
                <div className="flex aspect-video w-full items-center justify-center bg-brand-50 text-brand-700">
                  <Newspaper aria-hidden="true" className="size-10" />
                </div>
              )}
              <span className="flex min-w-0 flex-1 flex-col gap-2 p-4 wrap-anywhere">
                <span className="flex items-center gap-2 text-xs text-gray-600">
                  <ClubLogo name={item.clubName} src={item.clubLogoUrl} size="xs" decorative />
                  <span className="truncate font-semibold">{item.clubName}</span>
                  {item.publishedAt ? (
                    <time dateTime={item.publishedAt} className="ml-auto shrink-0">
                      {formatDate(item.publishedAt)}
                    </time>
                  ) : null}
                </span>
                <span className="font-bold leading-snug">{item.title}</span>
                <span className="text-sm text-gray-700">{truncate(item.content, NEWS_PREVIEW_LIST)}</span>
              </span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
