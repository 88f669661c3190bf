import { Heart } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/skeleton.tsx";

/** The favourites list on /profile. Filled with the favourites feature. */
export function FavoriteTeamsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Meine Favoriten</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={Heart}
          title="Noch keine Favoriten"
          description="Markiere Teams mit dem Herz, um ihnen zu folgen."
        />
      </CardContent>
    </Card>
  );
}
