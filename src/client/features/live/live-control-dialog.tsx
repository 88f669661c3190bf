import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api.ts";
import { useNow } from "../../lib/use-now.ts";
import { lostInput, useDiscardGuard, useDiscardQuestion } from "../../ui/crud/use-discard-guard.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { matchQueryOptions } from "../matches/api.ts";
import { TeamName } from "../matches/match-teams.tsx";
import { LIVE_LOAD_MESSAGES } from "./api.ts";
import { ControlScoreboard } from "./control-scoreboard.tsx";
import { ControlTabs, type ControlTabsProps } from "./control-tabs.tsx";
import { LiveActions } from "./live-actions.tsx";

/** The club's live-ticker control dialog (club-management §2, §4). */
export function LiveControlDialog({
  matchId,
  clubId,
  open,
  onOpenChange,
}: {
  matchId: string;
  /** The club whose area opened the control: it sets its own team's line-up. */
  clubId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The tab's one stream follows this match while the dialog is open (another admin, a second
  // device), so the dialog opens none of its own.
  const match = useQuery({ ...matchQueryOptions(matchId), enabled: open });
  // An event half typed in «Neues Ereignis» is asked about before Escape or ✕ throw it away.
  const [isEventDirty, setEventDirty] = useState(false);
  // The form's tab («Neues Ereignis» or «Ereignis bearbeiten») while another tab shows, null while
  // the form is in sight: the question then names that tab rather than «this form».
  const [hiddenFormTab, setHiddenFormTab] = useState<string | null>(null);
  const askDiscard = useDiscardQuestion();
  const closeAsking = useDiscardGuard(isEventDirty, onOpenChange, {
    ask: askDiscard,
    lost: hiddenFormTab === null ? undefined : lostInput(false, [hiddenFormTab]),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => void closeAsking(next)}>
      {/* Kept clear of the top edge, where toasts appear, so they never cover the title. Its top
          stays put while its content grows (a tall sheet on a phone, hung from the top from `sm`
          up): a sheet that grew upwards, or a centred dialog, moved the buttons under the thumb. */}
      <DialogContent
        size="lg"
        className="h-[84dvh] max-h-[84dvh] sm:mt-16 sm:h-auto sm:max-h-[calc(100dvh-8rem)] sm:self-start"
        {...(match.data ? {} : { "aria-describedby": undefined })}
      >
        {match.isPending ? (
          <>
            <DialogTitle className="sr-only">Live-Ticker</DialogTitle>
            <LoadingState label="Spiel wird geladen…" />
          </>
        ) : match.isError ? (
          <>
            <DialogTitle>Live-Ticker</DialogTitle>
            <ErrorState
              className="mt-4"
              message={
                match.error instanceof ApiError && match.error.status === 404
                  ? LIVE_LOAD_MESSAGES.notFound
                  : LIVE_LOAD_MESSAGES.loadFailed
              }
              onRetry={() => match.refetch()}
              isRetrying={match.isFetching}
            />
          </>
        ) : (
          <Control
            match={match.data}
            clubId={clubId}
            isEventDirty={isEventDirty}
            askDiscard={askDiscard}
            onEventDirtyChange={setEventDirty}
            onHiddenFormTabChange={setHiddenFormTab}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The control of a loaded match: scoreboard, what the operator does (LiveActions), the tabs. */
function Control(tabs: Omit<ControlTabsProps, "now">) {
  const { match } = tabs;
  const now = useNow(1000);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Live-Ticker</DialogTitle>
        <DialogDescription>
          <TeamName team={match.homeTeam} /> gegen <TeamName team={match.awayTeam} />
        </DialogDescription>
      </DialogHeader>

      <ControlScoreboard match={match} now={now} />
      <LiveActions match={match} now={now} />
      <ControlTabs {...tabs} now={now} />
    </>
  );
}
