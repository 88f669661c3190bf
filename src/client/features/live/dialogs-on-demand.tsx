import { type ComponentProps, lazy, Suspense } from "react";
import { useOpenedOnce, usePrefetchWhenIdle } from "../../ui/on-demand.ts";
import type { LineupDialog as LineupDialogType } from "./lineup-dialog.tsx";
import type { PlayerPopup as PlayerPopupType } from "./player-popup.tsx";

// The line-up dialog and the player card of the ticker pages, loaded on demand (ui/on-demand.ts).

const loadLineupDialog = () => import("./lineup-dialog.tsx");
const loadPlayerPopup = () => import("./player-popup.tsx");
const LazyLineupDialog = lazy(() => loadLineupDialog().then((m) => ({ default: m.LineupDialog })));
const LazyPlayerPopup = lazy(() => loadPlayerPopup().then((m) => ({ default: m.PlayerPopup })));

export function LineupDialog(props: ComponentProps<typeof LineupDialogType>) {
  const opened = useOpenedOnce(props.open);
  usePrefetchWhenIdle(loadLineupDialog);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyLineupDialog {...props} />
    </Suspense>
  );
}

export function PlayerPopup(props: ComponentProps<typeof PlayerPopupType>) {
  const opened = useOpenedOnce(props.player !== null);
  usePrefetchWhenIdle(loadPlayerPopup);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyPlayerPopup {...props} />
    </Suspense>
  );
}
