import { useQuery } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { NEWS_PREVIEW_LIST } from "#shared/constants.ts";
import { formatDate, truncate } from "#shared/format.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { Card } from "../../ui/card.tsx";
import { Container, PageHeader } from "../../ui/page.tsx";
import { SearchField } from "../../ui/search-field.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { newsListQueryOptions } from "./api.ts";

export function Component() {
  const [params, setParams] = useSearchParams();
  usePageTitle("News");
  const [text, setText] = useState(params.get("suche") ?? "");
  const [search, setSearch] = useState(text.trim());

  // Wait for a pause in typing; keep the term in the address for back/forward.
  useEffect(() => {
    const id = window.setTimeout(() => {
      const term = text.trim();
      setSearch(term);
      setParams(
        (prev) => {
          if ((prev.get("suche") ?? "") === term) return prev;
          const next = new URLSearchParams(prev);
          if (term) next.set("suche", term);
          else next.delete("suche");
          return next;
        },
        { replace: true },
      );
    }, 250);
    return () => window.clearTimeout(id);
  }, [text, setParams]);

  const query = useQuery(newsListQueryOptions(search));
  const news = query.data;

  return (
    <Container className="pb-12">
      <PageHeader title="News" description="Neuigkeiten aus den Vereinen." />
      <SearchField
        label="News durchsuchen"
        placeholder="News durchsuchen..."
        value={text}
        onChange={setText}
        isSearching={Boolean(query.isFetching && news)}
        className="mb-6 max-w-xl"
      />
      {query.isLoading ? (
        <LoadingState label="Lade News..." />
      ) : query.isError && !news ? (
        <ErrorState
          message="Die News konnten nicht geladen werden."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : !news || news.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={search ? "Keine News gefunden." : "Keine aktuellen Neuigkeiten verfügbar."}
          description={search ? "Versuche es mit einem anderen Suchbegriff." : undefined}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {news.map((item) => (
            <li key={item.id} className="min-w-0">
              <Card asChild interactive>
                <Link to={`/news/${item.id}`} className="flex h-full flex-col">
                  {item.imageUrl ? (
                    <img
                      src={item.imageUrl}
                      alt=""
                      loading="lazy"
                      className="aspect-video w-full object-cover"
                    />
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
                    <span className="text-lg font-bold leading-snug">{item.title}</span>
                    <span className="text-sm text-gray-700">{truncate(item.content, NEWS_PREVIEW_LIST)}</span>
                  </span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
