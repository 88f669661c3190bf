import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamSide } from "#shared/constants.ts";
import { lineupPaths } from "#shared/lineups/paths.ts";
import { LINEUP_MESSAGES, type LineupFormValues, lineupInputSchema } from "#shared/lineups/schema.ts";
import type { MatchStartingLineups } from "#shared/lineups/types.ts";
import { api } from "../../lib/api.ts";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";

// Line-ups set by the clubs. Key: ["matches", id, "starting-lineups"]; the
// stream's 'lineup' frame and the ticker's reconnect reload it.

export function useSaveLineup(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ side, input }: { side: TeamSide; input: LineupFormValues }) =>
      api(lineupPaths.save(matchId, side), {
        method: "PUT",
        body: input,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<MatchStartingLineups>(startingLineupsQueryOptions(matchId).queryKey, (old) =>
        old ? { ...old, [result.side]: result.lineup } : old,
      );
      void queryClient.invalidateQueries({ queryKey: startingLineupsQueryOptions(matchId).queryKey });
    },
  });
}

/** The first German message of the shared rules, checked before sending. */
export function firstLineupError(input: LineupFormValues): string | null {
  const parsed = lineupInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? LINEUP_MESSAGES.saveFailed);
}
