import { useQuery } from "@tanstack/react-query";
import {
  ArrowRightLeft,
  Ban,
  FileUp,
  MinusCircle,
  Plus,
  RectangleVertical,
  RotateCcw,
  Users,
} from "lucide-react";
import { useState } from "react";
import { formatTeamCount, pluralize } from "#shared/format.ts";
import { DEFAULT_GROUP } from "#shared/league/groups.ts";
import type { OfficeLeagueResponse, OfficeTeam } from "#shared/league/types.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { deductedLabel } from "#shared/rankings/types.ts";
import { errorMessage, loadErrorDetail } from "../../lib/api.ts";
import { useTypingPause } from "../../lib/use-typing-pause.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { usePrompt } from "../../ui/dialogs-provider.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { LiveMessage, useResultMessage } from "../../ui/live-message.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { StaleContent } from "../../ui/stale-content.tsx";
import { toast } from "../../ui/toast.tsx";
import {
  type OfficeLeagueChoice,
  officeLeagueQueryOptions,
  officeTeamSearchQueryOptions,
  useWithdrawTeam,
} from "./api.ts";
import { GroupImportDialog } from "./group-import-dialog.tsx";
import { LeagueSelectors, useOfficeChoice } from "./league-selectors.tsx";
import { useLiftWithdrawal } from "./lift-withdrawal.ts";
import { DecisionDialog, type DialogTeam, PlaceDialog } from "./office-dialogs.tsx";
import { OfficeFixtures } from "./office-fixtures.tsx";

type Open =
  | {
      kind: "place";
      team: DialogTeam;
      group: string;
      canton?: OfficeLeagueChoice["canton"];
      league?: OfficeLeagueChoice["league"];
    }
  | { kind: "deduction" | "fairPlay"; team: DialogTeam }
  | null;

/** «Saisons, Ligen & Gruppen»: the groups of a league with their teams, and every decision on them. */
export function PlacementsSection() {
  const [choice, setChoice] = useOfficeChoice();
  const query = useQuery(officeLeagueQueryOptions(choice));
  const [open, setOpen] = useState<Open>(null);
  const [importing, setImporting] = useState(false);
  const running = query.data?.runningSeason ?? choice.season;
  const isPast = choice.season < running;
  const seasons = [running, running + 1];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* On a phone the selectors take the width, as on «Abzüge & Fairplay»; beside the button from sm up. */}
        <div className="w-full sm:w-auto sm:flex-1">
          <LeagueSelectors choice={choice} onChange={setChoice} />
        </div>
        {isPast ? null : (
          <Button variant="outline" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" /> Gruppe aus CSV importieren
          </Button>
        )}
      </div>
      {importing ? <GroupImportDialog league={choice} onClose={() => setImporting(false)} /> : null}
      {isPast ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Saison {seasonLabel(choice.season)} ist abgeschlossen: ihre Einteilung und ihre Entscheide bleiben,
          wie sie sind.
        </p>
      ) : null}
      {/* Before the groups: placing a team is what the office mostly comes for, and on a phone the
          groups' teams and matches make one column of some 4,000 px that the search sat under. */}
      {isPast ? null : (
        <PlaceTeamSearch
          season={choice.season}
          onPick={(team) => setOpen({ kind: "place", team, group: DEFAULT_GROUP })}
        />
      )}
      {query.isPending ? (
        <Card className="p-5" role="status" aria-label="Gruppen werden geladen">
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : query.isError ? (
        <ErrorState
          title="Die Gruppen konnten nicht geladen werden."
          message={loadErrorDetail(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <StaleContent isStale={query.isPlaceholderData}>
          <Groups data={query.data} choice={choice} readOnly={isPast} onOpen={(next) => setOpen(next)} />
        </StaleContent>
      )}
      {open?.kind === "place" ? (
        <PlaceDialog
          team={open.team}
          seasons={seasons}
          initial={{
            season: choice.season,
            canton: open.canton ?? choice.canton,
            league: open.league ?? choice.league,
            group: open.group,
          }}
          onClose={() => setOpen(null)}
        />
      ) : open ? (
        <DecisionDialog
          kind={open.kind}
          team={open.team}
          season={choice.season}
          earlier={query.data?.deductions.filter((d) => d.teamId === open.team.teamId)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

function Groups({
  data,
  choice,
  readOnly,
  onOpen,
}: {
  data: OfficeLeagueResponse;
  choice: OfficeLeagueChoice;
  readOnly: boolean;
  onOpen: (open: Open) => void;
}) {
  if (data.groups.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="Keine Mannschaften in dieser Liga."
        description={readOnly ? undefined : "Suche oben eine Mannschaft und teile sie einer Gruppe zu."}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {data.groups.map((group) => (
        <Card key={group.name} className="p-4 sm:p-5">
          <h2 className="mb-3 text-lg font-bold">
            {group.name}{" "}
            <span className="text-sm font-normal text-gray-600">({groupCount(group.teams)})</span>
          </h2>
          <ul className="flex flex-col divide-y divide-gray-100">
            {group.teams.map((team) => (
              <TeamLine
                key={team.teamId}
                team={team}
                group={group.name}
                data={data}
                readOnly={readOnly}
                onOpen={onOpen}
              />
            ))}
          </ul>
          <OfficeFixtures choice={choice} group={group.name} readOnly={readOnly} />
        </Card>
      ))}
    </div>
  );
}

/**
 * The teams that play in the group, and those moved away beside them: a moved team's line stays
 * in its old group as a record, marked «verschoben», and is not one of the group's teams.
 */
function groupCount(teams: readonly OfficeTeam[]): string {
  const moved = teams.filter((team) => team.movedAway).length;
  const playing = formatTeamCount(teams.length - moved);
  return moved > 0 ? `${playing}, ${moved} verschoben` : playing;
}

function TeamLine({
  team,
  group,
  data,
  readOnly,
  onOpen,
}: {
  team: OfficeTeam;
  group: string;
  data: OfficeLeagueResponse;
  readOnly: boolean;
  onOpen: (open: Open) => void;
}) {
  const withdraw = useWithdrawTeam();
  const lift = useLiftWithdrawal(data.season);
  const prompt = usePrompt();
  const dialogTeam = { teamId: team.teamId, name: team.name, countedMatches: team.countedMatches };
  // The season's deductions in the public table's words, on the line the office decides from
  // (a moved team's old line is only a record): whether one was made showed on another tab only.
  const deducted = team.movedAway
    ? 0
    : data.deductions.filter((d) => d.teamId === team.teamId).reduce((sum, d) => sum + d.points, 0);

  async function onWithdraw() {
    const reason = await prompt({
      title: `${team.name} zurückziehen?`,
      description:
        "Die Spiele dieser Saison zählen nicht mehr; die Mannschaft steht am Ende der Tabelle, «zurückgezogen». Die kommenden Spiele der Mannschaft in der Gruppe werden abgesagt (mit dem Rückzug als Grund) und wieder angesetzt, wenn du den Rückzug aufhebst.",
      label: "Begründung",
      multiline: true,
      confirmLabel: "Zurückziehen",
    });
    if (reason === null) return;
    withdraw.mutate(
      { teamId: team.teamId, season: data.season, reason },
      {
        onSuccess: () => toast.success(team.name, "Zurückgezogen."),
        onError: (error) =>
          toast.error("Nicht zurückgezogen", errorMessage(error, "Bitte versuche es erneut.")),
      },
    );
  }

  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900 wrap-anywhere">
          <KeptTogether text={team.name} />
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
          {pluralize(team.countedMatches, "gewertetes Spiel", "gewertete Spiele")}
          {deducted > 0 ? <Badge variant="danger">{deductedLabel(deducted)}</Badge> : null}
          {team.withdrawnAt ? <Badge variant="danger">zurückgezogen</Badge> : null}
          {team.movedAway ? <Badge variant="warning">verschoben</Badge> : null}
          {team.awaitingOffice ? <Badge variant="warning">wartet auf Einteilung</Badge> : null}
        </p>
        {team.awaitingOffice ? (
          <p className="mt-1 text-xs text-gray-700">
            Von einem Verein als Gegner erfasst: Die Mannschaft und ihre Spiele zählen erst in der Tabelle,
            wenn du sie einteilst.
          </p>
        ) : null}
      </div>
      {readOnly || team.movedAway ? null : (
        <div className="flex flex-wrap gap-1.5">
          {/* Each line has the same buttons: their names say whose they are (the words shown stay in them). */}
          <Button
            size="sm"
            variant={team.awaitingOffice ? "secondary" : "outline"}
            aria-label={`${team.name} ${team.awaitingOffice ? "einteilen" : "verschieben"}`}
            onClick={() =>
              onOpen({ kind: "place", team: dialogTeam, group, canton: data.canton, league: data.league })
            }
          >
            {team.awaitingOffice ? (
              <>
                <Plus aria-hidden="true" /> Einteilen
              </>
            ) : (
              <>
                <ArrowRightLeft aria-hidden="true" /> Verschieben
              </>
            )}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Abzug für ${team.name}`}
            onClick={() => onOpen({ kind: "deduction", team: dialogTeam })}
          >
            <MinusCircle aria-hidden="true" /> Abzug
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Strafpunkte für ${team.name}`}
            onClick={() => onOpen({ kind: "fairPlay", team: dialogTeam })}
          >
            <RectangleVertical aria-hidden="true" /> Strafpunkte
          </Button>
          {team.withdrawnAt ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Rückzug aufheben für ${team.name}`}
              onClick={() => void lift.lift(team)}
              loading={lift.isPending}
            >
              <RotateCcw aria-hidden="true" /> Rückzug aufheben
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${team.name} zurückziehen`}
              onClick={() => void onWithdraw()}
              loading={withdraw.isPending}
            >
              <Ban aria-hidden="true" /> Zurückziehen
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Finds a team by name to place it in this league. */
function PlaceTeamSearch({ season, onPick }: { season: number; onPick: (team: DialogTeam) => void }) {
  const [q, setQ] = useState("");
  const [term] = useTypingPause(q);
  const query = useQuery(officeTeamSearchQueryOptions(term, season));
  // The hits and «Keine Mannschaft gefunden.» come and go with the answer: a screen reader hears
  // a search's result from one region that stays. The box starts empty, so the first search is said.
  const teams = query.data?.teams;
  // The server lists the first 20 of `total`: a cut list is said, never taken for all.
  const total = query.data?.total ?? 0;
  const shown = teams?.length ?? 0;
  const isCut = total > shown;
  const said = useResultMessage(
    term,
    teams
      ? teams.length === 0
        ? `Keine Mannschaft für «${term}» gefunden.`
        : isCut
          ? `Die ersten ${shown} von ${total} Mannschaften für «${term}» – suche genauer.`
          : `${formatTeamCount(teams.length)} für «${term}»`
      : null,
  );
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-bold">Mannschaft einteilen</h2>
      {/* A team's name is short: the box keeps a search's width instead of spanning both group columns. */}
      <Field
        label="Mannschaft suchen"
        hint="Mindestens 2 Zeichen des Vereins- oder Mannschaftsnamens."
        className="sm:max-w-xl"
      >
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      </Field>
      <LiveMessage said={said} />
      {query.data && query.data.teams.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">Keine Mannschaft gefunden.</p>
      ) : null}
      {isCut ? (
        <p className="mt-3 text-sm text-gray-600">
          Die ersten {shown} von {total} Mannschaften – suche genauer.
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col divide-y divide-gray-100">
        {query.data?.teams.map((team) => (
          <li key={team.teamId} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0 text-sm">
              {/* «1. Mannschaft» and «3. Liga» keep their words on a phone's line. */}
              <span className="font-semibold wrap-anywhere">
                <KeptTogether text={team.name} />
              </span>{" "}
              <span className="text-gray-600">
                {team.league ? (
                  <KeptTogether text={`${team.league} · ${team.group} · ${team.canton}`} />
                ) : (
                  "nicht eingeteilt"
                )}
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${team.name} einteilen`}
              onClick={() => onPick(team)}
            >
              <Plus aria-hidden="true" /> Einteilen
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
