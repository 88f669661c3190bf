import { useQuery } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { formatShortWeekdayDate, formatTime } from "#shared/format.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { WIDGET_THEME_LABELS, WIDGET_THEMES, type WidgetTheme } from "#shared/widgets/theme.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent } from "../../ui/card.tsx";
import { copyText } from "../../ui/copy-text.ts";
import { NativeSelect } from "../../ui/select.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { clubMatchesQueryOptions } from "../matches/api.ts";
import { fullTeamName } from "../matches/match-teams.tsx";
import { manageTeamsQueryOptions } from "../teams/api.ts";
import { widgetSnippet } from "./embed-snippet.ts";
import { tickerChoices } from "./ticker-choices.ts";
import { WidgetPreview } from "./widget-preview.tsx";

type WidgetKind = "matches" | "table" | "ticker";

// The frame's height before the widget tells its own, and where a website allows no scripts:
// the usual content at a phone's width (390 px): ten matches (about 700 px), a group of 13
// teams, a ticker of about 13 events (a played match of the demo: 8 to 15).
const KINDS: Array<{ value: WidgetKind; label: string; height: number }> = [
  { value: "matches", label: "Spiele einer Mannschaft", height: 720 },
  { value: "table", label: "Tabelle", height: 560 },
  { value: "ticker", label: "Live-Ticker eines Spiels", height: 760 },
];

const TITLES: Record<WidgetKind, string> = {
  matches: "Spiele auf Tschutti",
  table: "Tabelle auf Tschutti",
  ticker: "Live-Ticker auf Tschutti",
};

/** A match in the picker: by its clubs and teams ('FC Seeblick 1. Mannschaft'), not '1. Mannschaft' alone. */
export function matchLabel(m: MatchSummary): string {
  return `${formatShortWeekdayDate(m.matchDate)} ${formatTime(m.matchDate)}: ${fullTeamName(m.homeTeam)} – ${fullTeamName(m.awayTeam)}`;
}

/** Club management: widgets for the club's website, with a live preview and the code to copy. */
export function ManageWidgetsTab({ clubId }: { clubId: string }) {
  const teams = useQuery(manageTeamsQueryOptions(clubId));
  const matches = useQuery(clubMatchesQueryOptions(clubId));
  const [kind, setKind] = useState<WidgetKind>("matches");
  const [teamId, setTeamId] = useState("");
  const [matchId, setMatchId] = useState("");
  // Light first: most club websites are, and a dark frame on a light page looked broken.
  const [theme, setTheme] = useState<WidgetTheme>("light");
  const ids = { kind: useId(), team: useId(), match: useId(), theme: useId(), code: useId() };
  const codeRef = useRef<HTMLTextAreaElement>(null);

  if (teams.isLoading) return <LoadingState label="Widgets werden geladen…" />;
  if (teams.isError)
    return (
      <ErrorState
        message="Die Mannschaften konnten nicht geladen werden."
        onRetry={() => void teams.refetch()}
      />
    );
  const ownTeams = (teams.data ?? []).filter((t) => t.clubId === clubId);
  if (ownTeams.length === 0)
    return (
      <EmptyState
        title="Noch keine Mannschaft"
        description="Lege zuerst eine Mannschaft an; dann kannst du ihre Spiele und ihre Tabelle auf deiner Website zeigen."
      />
    );

  const team = ownTeams.find((t) => t.id === teamId) ?? ownTeams[0];
  // The club's own schedule holds its requests too; a visitor sees only a public match.
  const matchList = tickerChoices(matches.data ?? []);
  const match = matchList.find((m) => m.id === matchId) ?? matchList[0];
  const origin = siteOrigin();
  let src: string | null = null;
  if (kind === "matches" && team) src = `${origin}/widget/teams/${team.id}/matches?theme=${theme}`;
  if (kind === "table" && team)
    // The team's table, wherever the league office places it: one named by league and group
    // showed a table without the team after a promotion or a move to another group.
    src = `${origin}/widget/teams/${team.id}/table?theme=${theme}`;
  if (kind === "ticker" && match) src = `${origin}/widget/matches/${match.id}/ticker?theme=${theme}`;
  const height = KINDS.find((k) => k.value === kind)?.height ?? 720;
  const snippet = src ? widgetSnippet(src, TITLES[kind], height) : "";

  return (
    <div className="space-y-5">
      <p className="text-sm text-gray-600">
        Zeige Spiele, Tabelle oder den Live-Ticker auf deiner Vereins-Website. Die Widgets setzen keine
        Cookies, laden nichts von Dritten und passen sich der Breite und mit ihrer Höhe dem Inhalt an. Die
        Farben wählst du passend zu deiner Website.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <label htmlFor={ids.kind} className="block text-sm font-medium text-gray-700">
          Widget
          <NativeSelect
            id={ids.kind}
            className="mt-1"
            value={kind}
            onChange={(e) => setKind(e.target.value as WidgetKind)}
            options={KINDS.map(({ value, label }) => ({ value, label }))}
          />
        </label>
        {kind === "ticker" ? (
          <label htmlFor={ids.match} className="block text-sm font-medium text-gray-700">
            Spiel
            <NativeSelect
              id={ids.match}
              className="mt-1"
              value={match?.id ?? ""}
              onChange={(e) => setMatchId(e.target.value)}
              options={matchList.map((m) => ({ value: m.id, label: matchLabel(m) }))}
              {...(matchList.length === 0 ? { placeholder: "Keine Spiele" } : {})}
            />
          </label>
        ) : (
          <label htmlFor={ids.team} className="block text-sm font-medium text-gray-700">
            Mannschaft
            <NativeSelect
              id={ids.team}
              className="mt-1"
              value={team?.id ?? ""}
              onChange={(e) => setTeamId(e.target.value)}
              options={ownTeams.map((t) => ({ value: t.id, label: `${t.name} (${t.league}, ${t.canton})` }))}
            />
          </label>
        )}
        <label htmlFor={ids.theme} className="block text-sm font-medium text-gray-700">
          Farben
          <NativeSelect
            id={ids.theme}
            className="mt-1"
            value={theme}
            onChange={(e) => setTheme(e.target.value as WidgetTheme)}
            options={WIDGET_THEMES.map((value) => ({ value, label: WIDGET_THEME_LABELS[value] }))}
          />
        </label>
      </div>

      {src ? (
        <>
          <Card>
            <CardContent className="p-3 sm:p-4">
              <p className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">Vorschau</p>
              <WidgetPreview key={src} src={src} title={`Vorschau: ${TITLES[kind]}`} height={height} />
            </CardContent>
          </Card>
          <div>
            <div className="mb-1 flex items-center justify-between gap-2">
              <label htmlFor={ids.code} className="text-sm font-medium text-gray-700">
                Code für deine Website
              </label>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void copyText(snippet, { copied: "Code kopiert", thing: "Code" }, codeRef.current)
                }
              >
                <Copy aria-hidden="true" /> Code kopieren
              </Button>
            </div>
            <textarea
              ref={codeRef}
              id={ids.code}
              readOnly
              value={snippet}
              rows={8}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-lg border border-gray-300 bg-gray-50 p-3 font-mono text-xs"
            />
          </div>
        </>
      ) : matches.isLoading ? (
        <LoadingState label="Spiele werden geladen…" />
      ) : matches.isError ? (
        <ErrorState
          message="Die Spiele konnten nicht geladen werden."
          onRetry={() => void matches.refetch()}
          isRetrying={matches.isFetching}
        />
      ) : (
        <EmptyState
          title="Noch keine Spiele"
          description="Plane im Spielplan ein Spiel; dann kannst du seinen Live-Ticker einbetten."
        />
      )}
    </div>
  );
}
