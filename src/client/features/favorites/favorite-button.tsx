import { Heart } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { favoriteLabel } from "./local-favorites.ts";
import { useFavorites } from "./use-favorites.ts";

export interface FavoriteTeamRef {
  id: string;
  clubId: string | null;
  clubName: string | null;
  name: string;
  /** Team picture, else club logo. */
  logo: string | null;
}

/**
 * The heart: marks a team as favourite or removes it, for visitors and signed-in users alike.
 * `iconOnly` is the heart alone, for a list of teams: its name then says which team it is for,
 * since several «Zu Favoriten hinzufügen» in a row would not tell a screen reader which is which.
 */
export function FavoriteButton({
  team,
  className,
  iconOnly = false,
}: {
  team: FavoriteTeamRef;
  className?: string;
  iconOnly?: boolean;
}) {
  const { isFavorite, toggle, isLoading, isPending } = useFavorites();
  const isOn = isFavorite(team.id);
  const label = isOn ? "Aus Favoriten entfernen" : "Zu Favoriten hinzufügen";
  return (
    <Button
      type="button"
      variant={isOn ? "secondary" : "outline"}
      size={iconOnly ? "icon" : undefined}
      aria-label={
        iconOnly ? `${team.name} ${isOn ? "aus Favoriten entfernen" : "zu Favoriten hinzufügen"}` : undefined
      }
      title={iconOnly ? label : undefined}
      // The favourites are kept by the page's code: without scripts the heart is not offered.
      className={cn("gap-2 unscripted:hidden", className)}
      disabled={isLoading}
      aria-busy={isPending || undefined}
      onClick={() => {
        // Ignored rather than disabled while saving, so keyboard focus stays on the button.
        if (isPending) return;
        toggle({
          id: team.id,
          clubId: team.clubId,
          name: favoriteLabel(team.clubName, team.name),
          logo: team.logo,
        });
      }}
    >
      <Heart aria-hidden="true" className={cn(isOn ? "fill-live text-live" : "text-gray-600")} />
      {iconOnly ? null : label}
    </Button>
  );
}
