import { Heart } from "lucide-react";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { FavoriteTeamsList } from "./favorite-teams-list.tsx";
import { useFavorites } from "./use-favorites.ts";

/** The favourites list on /profile and /dashboard: logos (or a placeholder letter), names. */
export function FavoriteTeamsCard() {
  const { favorites, isLoading, isError, refetch, toggle } = useFavorites();
  const titleId = useId();
  // Where the focus goes when the last favourite is removed: its button and the list are gone,
  // and the focus fell to the page's start.
  const title = useRef<HTMLHeadingElement>(null);
  return (
    // inline-size containment: long team names wrap instead of widening the column the card is
    // placed in (the profile page lays it out in a grid).
    <Card asChild className="[contain:inline-size]">
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle as="h2" id={titleId} ref={title} tabIndex={-1} className="outline-none">
            Meine Favoriten
          </CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingState label="Lade Favoriten..." className="py-6" />
          ) : isError ? (
            <ErrorState
              message="Die Favoriten konnten nicht geladen werden."
              onRetry={() => void refetch()}
            />
          ) : favorites.length === 0 ? (
            <EmptyState
              icon={Heart}
              title="Noch keine Favoriten"
              description="Markiere Teams mit dem Herz, um ihnen zu folgen."
              action={
                <Button asChild variant="outline" size="sm">
                  <Link to="/vereine">Vereine entdecken</Link>
                </Button>
              }
            />
          ) : (
            <FavoriteTeamsList
              favorites={favorites}
              onRemove={toggle}
              onLastRemoved={() => title.current?.focus()}
            />
          )}
        </CardContent>
      </section>
    </Card>
  );
}
