import { useInfiniteQuery } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import { useSearchParams } from "react-router";
import { SEARCH_TERM_MAX } from "#shared/search/search-term.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { CURSOR_PARAM, cursorAddress, cursorOf } from "../../lib/address-cursor.ts";
import { SEARCH_PARAM, useAddressSearch } from "../../lib/use-address-search.ts";
import { ListStartLink } from "../../ui/list-start-link.tsx";
import { MorePages } from "../../ui/more-pages.tsx";
import { Container, PageHeader } from "../../ui/page.tsx";
import { SearchField } from "../../ui/search-field.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { newsListQueryOptions } from "./api.ts";
import { NewsCard } from "./news-card.tsx";

export function Component() {
  usePageTitle("News");
  const [params] = useSearchParams();
  // A new term starts again at the newest news.
  const { text, setText, term: search, submit } = useAddressSearch([CURSOR_PARAM]);
  const after = cursorOf(params);

  const query = useInfiniteQuery(newsListQueryOptions(search, after));
  const news = query.data?.pages.flatMap((page) => page.news);
  const nextCursor = query.data?.pages.at(-1)?.nextCursor ?? null;

  return (
    <Container className="pb-12">
      <PageHeader title="News" description="Neuigkeiten aus den Vereinen." />
      <SearchField
        label="News durchsuchen"
        placeholder="News durchsuchen..."
        value={text}
        onChange={setText}
        name={SEARCH_PARAM}
        onSubmit={submit}
        // The last term's results stand in while this one's load. Neither a further page nor a
        // refetch of the same list (a stale page on arrival) is a search.
        isSearching={query.isPlaceholderData}
        maxLength={SEARCH_TERM_MAX}
        className="mb-6 max-w-xl"
      />
      {after ? <ListStartLink to={cursorAddress(params, null)}>Zu den neuesten News</ListStartLink> : null}
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
        <>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {news.map((item) => (
              <li key={item.id} className="min-w-0">
                <NewsCard item={item} isLarge />
              </li>
            ))}
          </ul>
          <MorePages
            query={query}
            href={nextCursor ? cursorAddress(params, nextCursor) : null}
            sizeOf={(page) => page.news.length}
            texts={{
              more: "Weitere News laden",
              loading: "Lade weitere News...",
              failed: "Weitere News konnten nicht geladen werden. Bitte versuche es erneut.",
              noun: "News",
            }}
          />
        </>
      )}
    </Container>
  );
}
