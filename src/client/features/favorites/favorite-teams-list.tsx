import { Link } from "react-router";
import { TeamLogo } from "../../ui/avatar.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import type { LocalFavorite } from "./local-favorites.ts";

export function teamPath(team: { id: string; clubId: string | null }): string | null {
  return team.clubId ? `/vereine/${team.clubId}/teams/${team.id}` : null;
}

/** Favourite teams as tiles (home) or rows (profile, dashboard): logo or first letter, name. */
export function FavoriteTeamsList({
  favorites,
  layout = "rows",
}: {
  favorites: LocalFavorite[];
  layout?: "rows" | "grid";
}) {
  return (
    <ul
      className={cn(
        layout === "grid" ? "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" : "flex flex-col gap-1",
      )}
    >
      {favorites.map((team) => {
        const path = teamPath(team);
        const body = (
          <>
            <TeamLogo name={team.name} src={team.logo} size={layout === "grid" ? "lg" : "md"} decorative />
            <span className={cn("min-w-0 font-semibold", layout === "grid" ? "line-clamp-2" : "truncate")}>
              {team.name}
            </span>
          </>
        );
        const classes = cn(
          "flex items-center gap-3 rounded-xl",
          layout === "grid"
            ? "h-full flex-col justify-center border border-gray-200 bg-white p-4 text-center shadow-sm"
            : "px-2 py-2",
        );
        return (
          <li key={team.id}>
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
          </li>
        );
      })}
    </ul>
  );
}
