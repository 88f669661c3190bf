import type { ReactNode } from "react";
import { formatDayMonthYear } from "#shared/format.ts";
import type { OfficeLeagueResponse } from "#shared/league/types.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { DecisionEntry } from "./decision-entry.tsx";
import { useLiftWithdrawal } from "./lift-withdrawal.ts";

// The withdrawals of a league's season beside its deductions and corrections: the group view
// marks a withdrawn team, but only here does the office read why and since when, all in one list.

interface Withdrawal {
  teamId: string;
  name: string;
  group: string;
  withdrawnAt: string;
  reason: string | null;
}

/** The withdrawn teams of the league's groups, earliest withdrawal first. */
/** The group a team plays in this season, for a decision's line («FC Aare (Gruppe 1): …»). */
export function groupNameOf(data: OfficeLeagueResponse, teamId: string): string | null {
  return data.groups.find((group) => group.teams.some((team) => team.teamId === teamId))?.name ?? null;
}

export function withdrawalsOf(data: OfficeLeagueResponse): Withdrawal[] {
  return data.groups
    .flatMap((group) =>
      group.teams.flatMap((team) =>
        team.withdrawnAt && !team.movedAway
          ? [
              {
                teamId: team.teamId,
                name: team.name,
                group: group.name,
                withdrawnAt: team.withdrawnAt,
                reason: team.withdrawnReason,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => a.withdrawnAt.localeCompare(b.withdrawnAt));
}

export function WithdrawalsCard({
  data,
  isPast,
  closedNote,
}: {
  data: OfficeLeagueResponse;
  isPast: boolean;
  closedNote: ReactNode;
}) {
  const { lift } = useLiftWithdrawal(data.season);
  const withdrawals = withdrawalsOf(data);

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-bold">Rückzüge</h2>
      {isPast ? closedNote : null}
      {withdrawals.length === 0 ? (
        <p className="text-sm text-gray-600">Keine Rückzüge in dieser Liga.</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-gray-100">
        {withdrawals.map((w) => (
          <DecisionEntry
            key={w.teamId}
            action={
              isPast ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Rückzug von ${w.name} aufheben`}
                  onClick={() => void lift(w)}
                >
                  Aufheben
                </Button>
              )
            }
          >
            <span className="font-semibold">
              <KeptTogether text={w.name} />
            </span>{" "}
            ({w.group}):{" "}
            <KeptTogether
              text={`zurückgezogen am ${formatDayMonthYear(w.withdrawnAt)}${w.reason ? ` – ${w.reason}` : ""}`}
            />
          </DecisionEntry>
        ))}
      </ul>
    </Card>
  );
}
