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
 * The position for the page's first stream, handed out once: a later stream (another page of a
 * visit) would replay everything since the first page loaded, so it reads its page instead.
 */
export function takeRenderedLivePosition(): string | null {
  const position = renderedFrom;
  renderedFrom = null;
  return position;
}
