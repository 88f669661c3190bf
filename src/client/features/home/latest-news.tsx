import { useQuery } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import { memo } from "react";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { latestNewsQueryOptions } from "../news/api.ts";
import { NewsCard } from "../news/news-card.tsx";

/** The newest published news (of the favourites' clubs when there are any). */
export const LatestNews = memo(function LatestNews({
  clubIds,
  limit,
}: {
  clubIds: string[] | null;
  limit: number;
}) {
  const news = useQuery(latestNewsQueryOptions(clubIds, limit));
  if (news.isLoading) {
    return (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3" role="status" aria-label="Lade Neuigkeiten...">
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
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {list.map((item) => (
        <li key={item.id} className="min-w-0">
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
});
