import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Shield } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type To, useSearchParams } from "react-router";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { formatCount, formatTeamCount } from "#shared/format.ts";
import { SEARCH_TERM_MAX } from "#shared/search/search-term.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { SEARCH_PARAM, useAddressSearch } from "../../lib/use-address-search.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { LiveMessage, useResultMessage } from "../../ui/live-message.tsx";
import { Container, PageHeader } from "../../ui/page.tsx";
import { SearchField } from "../../ui/search-field.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { CLUBS_PAGE_SIZE, clubListQueryOptions } from "./api.ts";
import { clubListParamsOf } from "./club-list-loader.ts";

export function Component() {
  const [params] = useSearchParams();
  usePageTitle("Vereine");
  const { page } = clubListParamsOf(params);
  // A new term starts again at the first page.
  const { text, setText, term: search, submit } = useAddressSearch(["seite"]);

  const query = useQuery(clubListQueryOptions(search, page));
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / CLUBS_PAGE_SIZE)) : 1;
  const count = data ? clubCount(data.total, data.search) : null;
  // The count above the list and the empty state come and go with the answer: a screen reader
  // hears a new search's result from one region that stays.
  const said = useResultMessage(
    search,
    data && !query.isPlaceholderData
      ? data.total === 0
        ? `Keine Vereine${data.search ? ` für «${data.search}»` : ""} gefunden.`
        : count
      : null,
  );

  // Pages are links: a crawler and a browser without JavaScript reach every page of the list.
  const pageHref = (next: number): To => {
    const p = new URLSearchParams(params);
    if (next <= 1) p.delete("seite");
    else p.set("seite", String(next));
    const search = p.toString();
    return { search: search ? `?${search}` : "" };
  };

  return (
    <Container className="pb-12">
      <PageHeader title="Vereine" description="Finde deinen Verein und folge seinen Mannschaften." />
      <SearchField
        label="Vereine durchsuchen"
        placeholder="Vereine durchsuchen..."
        value={text}
        onChange={setText}
        name={SEARCH_PARAM}
        maxLength={SEARCH_TERM_MAX}
        onSubmit={submit}
        // The last term's results stand in while this one's load; a refetch of the same list
        // (a stale page on arrival) is no search, and showed a spinner the server had not rendered.
        isSearching={query.isPlaceholderData}
        className="mb-6 max-w-xl"
      />
      <LiveMessage said={said} />

      {query.isLoading ? (
        <LoadingState label="Lade Vereine..." />
      ) : query.isError && !data ? (
        <ErrorState
          message="Fehler beim Laden der Vereine."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : !data || data.clubs.length === 0 ? (
        <EmptyState
          icon={Shield}
          title="Keine Vereine gefunden."
          description={search ? "Versuche es mit einem anderen Suchbegriff." : undefined}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-600">{count}</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.clubs.map((club) => (
              <li key={club.id}>
                <Card asChild interactive>
                  <Link to={`/vereine/${club.id}`} className="flex h-full items-center gap-4 p-4">
                    <ClubLogo
                      name={clubDisplayName(club.clubName)}
                      src={club.clubLogoUrl}
                      size="lg"
                      decorative
                    />
                    <span className="min-w-0">
                      <span className="block truncate text-lg font-bold">
                        {clubDisplayName(club.clubName)}
                      </span>
                      <span className="block text-sm text-gray-600">{formatTeamCount(club.teamCount)}</span>
                    </span>
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav aria-label="Seiten" className="mt-6 flex items-center justify-between gap-3">
              <PageLink href={page > 1 ? pageHref(page - 1) : null}>
                <ChevronLeft aria-hidden="true" /> Zurück
              </PageLink>
              <span className="text-sm text-gray-600">
                Seite {Math.min(page, pageCount)} von {pageCount}
              </span>
              <PageLink href={page < pageCount ? pageHref(page + 1) : null}>
                Weiter <ChevronRight aria-hidden="true" />
              </PageLink>
            </nav>
          ) : null}
        </>
      )}
    </Container>
  );
}

/** «12 Vereine für «see»»: the list's total and the term it answers. */
function clubCount(total: number, search: string): string {
  return `${total === 1 ? "1 Verein" : `${formatCount(total)} Vereine`}${search ? ` für «${search}»` : ""}`;
}

/** A step to another page of the list; where there is none, the same look, disabled. */
function PageLink({ href, children }: { href: To | null; children: ReactNode }) {
  if (href === null) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={href}>{children}</Link>
    </Button>
  );
}
