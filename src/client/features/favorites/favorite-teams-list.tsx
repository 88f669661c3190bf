import { HeartOff } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { TeamLogo } from "../../ui/avatar.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import type { LocalFavorite } from "./local-favorites.ts";

export function teamPath(team: { id: string; clubId: string | null }): string | null {
  return team.clubId ? `/vereine/${team.clubId}/teams/${team.id}` : null;
}

/** "FC Seeblick – 1. Mannschaft" as club and team, so a row can show both in full. */
export function splitFavoriteLabel(label: string): { club: string | null; team: string } {
  const at = label.indexOf(" – ");
  return at > 0 ? { club: label.slice(0, at), team: label.slice(at + 3) } : { club: null, team: label };
}

/**
 * Favourite teams as tiles (home) or rows (profile, dashboard): logo or first letter, name.
 * Rows can carry a remove button, so a favourite can be dropped where it is listed.
 */
export function FavoriteTeamsList({
  favorites,
  layout = "rows",
  onRemove,
  onLastRemoved,
}: {
  favorites: LocalFavorite[];
  layout?: "rows" | "grid";
  onRemove?: (team: LocalFavorite) => void;
  /** Takes the focus when the last row goes (the list goes with it). */
  onLastRemoved?: () => void;
}) {
  // The removed row disappears: focus moves on to the neighbouring row's button first.
  const remove = (team: LocalFavorite) => (event: MouseEvent<HTMLButtonElement>) => {
    const row = event.currentTarget.closest("li");
    const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector("button");
    if (neighbour) neighbour.focus();
    else onLastRemoved?.();
    onRemove?.(team);
  };
  return (
    <ul
      className={cn(
        layout === "grid" ? "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" : "flex flex-col gap-1",
      )}
    >
      {favorites.map((team) => {
        const path = teamPath(team);
        const label = splitFavoriteLabel(team.name);
        const body = (
          <>
            <TeamLogo name={team.name} src={team.logo} size={layout === "grid" ? "lg" : "md"} decorative />
            {/* Club above team, as a row shows them: in a tile the one line «SV Limmatau – 1.
                Mannschaft» broke after the ordinal, and a longer one was cut after two lines. */}
            <span className="flex min-w-0 flex-col leading-tight wrap-break-word">
              <span className="font-semibold">
                <KeptTogether text={label.club ?? label.team} />
              </span>
              {/* The link's name is its own words, with the row's dash between them. A name of
                  its own (aria-label) differed from the words shown (the letter standing in for a
                  missing logo, no space between the lines): speech control goes by those words. */}
              {label.club ? <span className="sr-only"> – </span> : null}
              {label.club ? (
                <span className="text-sm text-gray-600">
                  <KeptTogether text={label.team} />
                </span>
              ) : null}
            </span>
          </>
        );
        const classes = cn(
          "flex min-w-0 flex-1 items-center gap-3 rounded-xl",
          layout === "grid"
            ? "h-full flex-col justify-center border border-gray-200 bg-white p-4 text-center shadow-sm"
            : "px-2 py-2",
        );
        return (
          <li key={team.id} className={cn(onRemove && layout === "rows" && "flex items-center gap-1")}>
            {path ? (
              <Link
                to={path}
                className={cn(
                  classes,
                  focusRing,
                  layout === "grid"
                    ? "transition hover:border-brand-300 hover:shadow-md"
                    : "hover:bg-gray-50",
                )}
              >
                {body}
              </Link>
            ) : (
              <div className={classes}>{body}</div>
            )}
            {onRemove && layout === "rows" ? (
              <button
                type="button"
                onClick={remove(team)}
                aria-label={`${team.name} aus den Favoriten entfernen`}
                title="Aus Favoriten entfernen"
                className={cn(
                  "ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-red-50 hover:text-live-dark",
                  focusRing,
                )}
              >
                <HeartOff aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
