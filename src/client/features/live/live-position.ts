// Where a server-rendered page's live stream starts. The server read the page's data after its
// stream had reached this change (ServerData.liveFrom), so the page's first stream resumes from
// it: the server replays what happened since (or sends `reset` when it cannot), and the page is
// not read again the moment it has arrived. Every read the page makes later starts after it, so
// whatever the cache holds is at least this new.

let renderedFrom: string | null = null;

/** Called once, with the server's data block, before the page's code renders. */
export function setRenderedLivePosition(position: number | null): void {
  renderedFrom = position === null ? null : String(position);
}

/**
 * The position for the visit's first stream, handed out once. That stream may start on a later
 * page (the first had none, e.g. a club page): its data was read after the position too, so the
 * resume is still right, only longer (from memory while within the hub's last changes, else from
 * the log, or `reset` past its limit). Any later stream reads its page once connected instead.
 */
export function takeRenderedLivePosition(): string | null {
  const position = renderedFrom;
  renderedFrom = null;
  return position;
}
