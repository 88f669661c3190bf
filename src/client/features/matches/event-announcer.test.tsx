// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { EventAnnouncer } from "./event-announcer.tsx";

function event(id: string, minute: number, description: string): MatchEventView {
  return {
    id,
    matchId: "m",
    type: "goal",
    minute,
    addedMinute: null,
    description,
    customDescription: null,
    score: null,
    teamSide: "home",
    player: null,
    assist: null,
    playerIn: null,
    createdAt: new Date().toISOString(),
  };
}

describe("the live page's announcer", () => {
  it("says the events that come after the page opened, not those it opened with", () => {
    const first = [event("a", 3, "Tor zum 1:0")];
    const { rerender, container } = render(<EventAnnouncer events={undefined} />);
    const region = () => container.querySelector("[aria-live='polite']");
    expect(region()).toHaveTextContent("");
    rerender(<EventAnnouncer events={first} />);
    expect(region()).toHaveTextContent("");
    rerender(<EventAnnouncer events={[...first, event("b", 67, "Tor durch Lena Frei zum 2:0")]} />);
    expect(region()).toHaveTextContent("67' Tor durch Lena Frei zum 2:0");
    // A correction of a known event is not news.
    rerender(<EventAnnouncer events={[event("a", 4, "Tor zum 1:0"), event("b", 67, "Tor zum 2:0")]} />);
    expect(region()).toHaveTextContent("67' Tor durch Lena Frei zum 2:0");
  });
});
