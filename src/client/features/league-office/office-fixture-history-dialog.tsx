import { formatLongDateTime } from "#shared/format.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { MatchHistoryEntries } from "../matches/match-history-list.tsx";
import { TeamName } from "../matches/match-teams.tsx";

/**
 * The history of a fixture the office manages (between teams without a club), read as a club
 * reads its own match's: every change, who made it and when, newest first.
 */
export function OfficeFixtureHistoryDialog({ match, onClose }: { match: MatchSummary; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Verlauf</DialogTitle>
          <DialogDescription>
            <TeamName team={match.homeTeam} /> – <TeamName team={match.awayTeam} />,{" "}
            <KeptTogether text={formatLongDateTime(match.matchDate)} />
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <MatchHistoryEntries matchId={match.id} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
