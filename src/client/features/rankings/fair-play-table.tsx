import { type LeagueTableResponse, movedLabel } from "#shared/rankings/types.ts";
import { Card } from "../../ui/card.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { SideScroll } from "../../ui/side-scroll.tsx";
import { type CardColour, CardSymbol } from "./card-symbol.tsx";
import { HeaderCell, hasNoCountedMatch, NoMatchCountedNote, tableTitle } from "./league-table.tsx";

// Below sm the cards' columns are headed by the cards alone and the cells' padding is tight, so
// every column fits a phone of 360 px, a group's two-digit ranks too: «Rot» and «Korr.» lay
// beyond its edge. The space comes from the team's name, which wraps; a count never breaks (the
// page lets words break anywhere, and «11» stood as «1» above «1»).
const padding = "px-1 sm:px-2";
const cell = cn("border-b border-gray-100 py-2.5 text-center tabular-nums", padding);
const count = cn(cell, "whitespace-nowrap");

/**
 * The «Fairplay» tab: the group ranked by fewer fair-play points (Strafpunkte) from the season's
 * league matches: yellow 1, yellow-red 3, red 3, plus the league office's corrections.
 */
export function FairPlayTable({ table, isStale }: { table: LeagueTableResponse; isStale: boolean }) {
  const movedToOf = new Map(table.rows.map((row) => [row.teamId, row.movedTo]));
  const nonePlayed = hasNoCountedMatch(table);
  return (
    <Card aria-busy={isStale} className={cn("transition-opacity", isStale && "opacity-60")}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 pt-4 pb-3 sm:px-5">
        <h2 className="text-lg font-bold tracking-tight">Fairplay · {tableTitle(table)}</h2>
        <p className="text-sm text-gray-600">
          Strafpunkte aus den Meisterschaftsspielen: Gelb 1, Gelb-Rot 3, Rot 3, dazu Korrekturen der
          Spielleitung.
        </p>
      </div>
      {nonePlayed ? <NoMatchCountedNote /> : null}
      {/* Fits a phone of 360 px; narrower, it scrolls sideways: focusable so keyboard users can too. */}
      <SideScroll
        role="region"
        tabIndex={0}
        aria-label={`Fairplay-Wertung ${tableTitle(table)}`}
        className={cn("border-t border-gray-200", focusRing)}
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Fairplay-Wertung {tableTitle(table)}</caption>
          <thead>
            <tr className="text-xs font-semibold text-gray-600 uppercase sm:tracking-wide">
              <HeaderCell padding={padding} className="pl-3 text-left sm:pl-5">
                #
              </HeaderCell>
              <HeaderCell padding={padding} title="Strafpunkte">
                Str.
              </HeaderCell>
              <HeaderCell padding={padding} className="text-left">
                Mannschaft
              </HeaderCell>
              <CardHeader colour="yellow" title="Gelbe Karten" label="Gelb" />
              <CardHeader colour="yellowRed" title="Gelb-Rote Karten" label="G-R" />
              <CardHeader colour="red" title="Rote Karten" label="Rot" />
              <HeaderCell padding={padding} title="Korrekturen der Spielleitung" className="pr-3 sm:pr-5">
                Korr.
              </HeaderCell>
            </tr>
          </thead>
          <tbody>
            {table.fairPlay.map((entry) => {
              const movedTo = movedToOf.get(entry.teamId);
              const movedText = movedTo ? movedLabel(table, movedTo) : null;
              // A team moved out of the group stays ranked by its cards here, greyed as in the table.
              const strong = movedText ? "text-gray-500" : "text-gray-900";
              return (
                <tr key={entry.teamId} data-moved={movedText ? true : undefined}>
                  <td
                    className={cn(
                      count,
                      "pl-3 text-left font-semibold sm:pl-5",
                      movedText ? "text-gray-500" : "text-gray-700",
                    )}
                  >
                    {nonePlayed ? "–" : entry.rank}
                  </td>
                  <td className={cn(count, "font-extrabold", strong)}>{entry.penaltyPoints}</td>
                  <th scope="row" className={cn(cell, "text-left font-semibold sm:min-w-36", strong)}>
                    <span className="flex flex-col leading-snug">
                      <span>
                        <KeptTogether text={entry.name} />
                      </span>
                      {movedText ? (
                        <span className="text-xs font-semibold text-gray-600">{movedText}</span>
                      ) : null}
                    </span>
                  </th>
                  <td className={cn(count, movedText && "text-gray-500")}>{entry.yellow}</td>
                  <td className={cn(count, movedText && "text-gray-500")}>{entry.yellowRed}</td>
                  <td className={cn(count, movedText && "text-gray-500")}>{entry.red}</td>
                  <td className={cn(count, "pr-3 sm:pr-5", movedText && "text-gray-500")}>
                    {entry.corrections}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </SideScroll>
    </Card>
  );
}

/** A card column's head: the card, with its word beside it from sm up. */
function CardHeader({ colour, title, label }: { colour: CardColour; title: string; label: string }) {
  return (
    <HeaderCell padding={padding} title={title}>
      <span className="inline-flex items-center gap-1.5 align-middle">
        <CardSymbol colour={colour} />
        <span className="max-sm:hidden">{label}</span>
      </span>
    </HeaderCell>
  );
}
