import { useQuery } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { SearchField } from "../../ui/search-field.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { newsListQueryOptions } from "./api.ts";
import { NewsCard } from "./news-card.tsx";

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
      // Every setParams is a navigation: one with nothing new would cancel a click on an article
      // that is still loading, so the address is only touched when the term changed.
      if ((new URLSearchParams(window.location.search).get("suche") ?? "") === term) return;
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
              <NewsCard item={item} isLarge />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
