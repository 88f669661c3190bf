import { Fragment, type ReactNode, useLayoutEffect, useState } from "react";

// The first page a visitor opens renders once its data is there (decision 014), and that one
// render is a long task: on `/` about 90 ms of rendering and 75 ms of layout on a laptop, four
// times that on a mid-range phone, with no tap answered meanwhile (Lighthouse's total blocking
// time). The sections of a page's tail wrapped in <Later> render in the tasks after it, one
// task each, top to bottom: the visitor sees the top of the page first and the sections below
// it appear within the next frames, and the browser lays out and paints each on its own.
//
// Only the tail of a page may be Later: content that rendered first must not sit below a
// section that fills in afterwards, or it would move (a layout shift). The footer is safe: the
// main area is a screen tall, so it starts out of view. After the first page, Later renders at
// once: a navigation's page shows in one go, as before.

const waiting: Array<() => void> = [];
let deferring = true;
let stopWhenDrained = false;
let channel: MessageChannel | null = null;

function showNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) {
    post();
  } else if (stopWhenDrained) {
    deferring = false;
  }
}

// A message, not setTimeout: nested timeouts are clamped to 4 ms, and each section's task
// should follow the one before as soon as the browser has had its turn.
function post(): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = showNext;
  }
  channel.port2.postMessage(null);
}

function enqueue(show: () => void): void {
  waiting.push(show);
  if (waiting.length === 1) post();
}

/**
 * Called once the first page's first render has returned: the sections it deferred still
 * follow one by one; sections mounted after them render at once.
 */
export function firstRenderDone(): void {
  if (waiting.length === 0) deferring = false;
  else stopWhenDrained = true;
}

/** Renders its children in a task of its own after the first page's first render (see above). */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(!deferring);
  useLayoutEffect(() => {
    if (!shown) enqueue(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}

/**
 * A long list at the tail of a page: the first `first` items at once, the rest in Later groups
 * of `size` (each group one task on the first page).
 */
export function LaterGroups<T>({
  items,
  first,
  size,
  children,
}: {
  items: readonly T[];
  first: number;
  size: number;
  children: (item: T, index: number) => ReactNode;
}) {
  // Every group keyed, so React does not reuse the first group's rows for a waiting one.
  const groups: ReactNode[] = [
    <Fragment key="first">{items.slice(0, first).map((item, i) => children(item, i))}</Fragment>,
  ];
  for (let start = first; start < items.length; start += size) {
    groups.push(
      <Later key={start}>
        {items.slice(start, start + size).map((item, i) => children(item, start + i))}
      </Later>,
    );
  }
  return groups;
}
