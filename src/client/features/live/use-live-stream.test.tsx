// @vitest-environment jsdom

import { useQuery } from "@tanstack/react-query";
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "../../test/fake-event-source.ts";
import { renderInApp } from "../../test/render.tsx";
import { setRenderedLivePosition } from "./live-position.ts";
import { useLiveStream } from "./use-live-stream.ts";

// A page's live stream reads the page's matches again only when it starts without a position:
// a page the server rendered resumes from where the server read it, and a stream the browser
// reconnects resumes from its last id. Either way the server replays what was missed.

function lastOpened(): FakeEventSource {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error("no stream opened");
  return source;
}

/** A match page: its match read (counted in `reads.count`) and its stream. */
function MatchPage({ reads }: { reads: { count: number } }) {
  useQuery({
    queryKey: ["matches", "m-1"],
    queryFn: () => {
      reads.count += 1;
      return { id: "m-1" };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLiveStream({ matchIds: ["m-1"] });
  return null;
}

function renderMatchPage() {
  const reads = { count: 0 };
  const view = renderInApp(<MatchPage reads={reads} />);
  return { ...view, reads: () => reads.count };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  setRenderedLivePosition(null);
  vi.unstubAllGlobals();
});

describe("a page's live stream", () => {
  it("started without a position, reads the page's matches once connected, not after the browser reconnects", async () => {
    const page = renderMatchPage();
    await waitFor(() => expect(page.reads()).toBe(1));
    const source = lastOpened();
    expect(source.url).toBe("/api/live/stream?matches=m-1");

    act(() => source.ready(10));
    await waitFor(() => expect(page.reads()).toBe(2));

    // The connection dropped; the browser came back with Last-Event-ID 10 and got what it missed.
    act(() => {
      source.send("match", 11, { id: "m-2" });
      source.ready(11);
    });
    await act(() => Promise.resolve());
    expect(page.reads()).toBe(2);
    page.unmount();
  });

  it("on a server-rendered page, resumes from where the server read the page and reads nothing", async () => {
    setRenderedLivePosition(42);
    const page = renderMatchPage();
    await waitFor(() => expect(page.reads()).toBe(1));
    const source = lastOpened();
    expect(source.url).toBe("/api/live/stream?matches=m-1&lastEventId=42");

    act(() => source.ready(42));
    await act(() => Promise.resolve());
    expect(page.reads()).toBe(1);
    page.unmount();

    // Handed out once: the next page's stream (a later navigation) starts without it.
    const next = renderMatchPage();
    await waitFor(() => expect(next.reads()).toBe(1));
    expect(lastOpened().url).toBe("/api/live/stream?matches=m-1");
    act(() => lastOpened().ready(50));
    await waitFor(() => expect(next.reads()).toBe(2));
    next.unmount();
  });
});
