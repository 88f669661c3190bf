import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { useOpenedOnce, usePrefetchWhenIdle } from "../../ui/on-demand.ts";
import type { LineupDialog as LineupDialogType } from "./lineup-dialog.tsx";
import type { PlayerPopup as PlayerPopupType } from "./player-popup.tsx";

// The line-up dialog and the player card of the ticker pages, loaded on demand (ui/on-demand.ts).

const loadLineupDialog = () => import("./lineup-dialog.tsx");
const loadPlayerPopup = () => import("./player-popup.tsx");
const LazyLineupDialog = lazy(() => loadLineupDialog().then((m) => ({ default: m.LineupDialog })));
const LazyPlayerPopup = lazy(() => loadPlayerPopup().then((m) => ({ default: m.PlayerPopup })));

export function LineupDialog(props: ComponentProps<typeof LineupDialogType>) {
  return <OnDemand component={LazyLineupDialog} load={loadLineupDialog} open={props.open} props={props} />;
}

export function PlayerPopup(props: ComponentProps<typeof PlayerPopupType>) {
  return (
    <OnDemand component={LazyPlayerPopup} load={loadPlayerPopup} open={props.player !== null} props={props} />
  );
}

/** Renders `component` from the first time `open` holds; its code loads then, or when the page is idle before. */
function OnDemand<Props extends object>({
  component: Component,
  load,
  open,
  props,
}: {
  component: ComponentType<Props>;
  load: () => Promise<unknown>;
  open: boolean;
  props: Props;
}) {
  const opened = useOpenedOnce(open);
  usePrefetchWhenIdle(load);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
