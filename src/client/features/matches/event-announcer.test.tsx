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
    // An event whose words change only because another one changed (its «zum 2:0» renumbered)
    // was not corrected itself: nothing to say.
    rerender(<EventAnnouncer events={[event("a", 3, "Tor zum 1:0"), event("b", 67, "Tor zum 2:0")]} />);
    expect(region()).toHaveTextContent("67' Tor durch Lena Frei zum 2:0");
  });
});

describe("the live page's announcer, when the club corrects an event", () => {
  // The club gave a yellow card to the wrong player and corrected it (player, minute, type): the
  // line changed in place, and a screen reader said nothing, so a blind fan kept the wrong card.
  it("says the corrected event with its new words", () => {
    const card = { ...event("a", 76, "Gelbe Karte für Yannick Gerber"), type: "yellowCard" as const };
    const goal = event("b", 58, "Tor durch Manuel Kunz zum 1:0");
    const { rerender, container } = render(<EventAnnouncer events={[goal, card]} />);
    const region = () => container.querySelector("[aria-live='polite']");
    const wyss = {
      id: "p4",
      firstName: "Levin",
      lastName: "Wyss",
      playerNumber: 4,
      playerImageUrl: null,
      teamId: "t",
    };
    const corrected = { ...card, minute: 72, player: wyss, description: "Gelbe Karte für Levin Wyss" };
    rerender(<EventAnnouncer events={[goal, corrected]} />);
    expect(region()?.textContent).toBe("Korrigiert: 72' Gelbe Karte für Levin Wyss");
    const red = { ...corrected, type: "redCard" as const, description: "Rote Karte für Levin Wyss" };
    rerender(<EventAnnouncer events={[goal, red]} />);
    expect(region()?.textContent).toBe("Korrigiert: 72' Rote Karte für Levin Wyss");
  });
});

describe("the live page's announcer, when the club takes an event back", () => {
  // The club deleted a goal: the timeline lost its line and the score went down by one, and a
  // screen reader said nothing, so a blind fan kept the old score in mind.
  it("says which event was taken back, once", () => {
    const goal = event("a", 12, "Tor durch Lena Frei zum 1:0");
    const card = event("b", 30, "Gelbe Karte für Nina Tor");
    const { rerender, container } = render(<EventAnnouncer events={[goal, card]} />);
    const region = () => container.querySelector("[aria-live='polite']");
    rerender(<EventAnnouncer events={[card]} />);
    expect(region()).toHaveTextContent("Gestrichen: 12' Tor durch Lena Frei zum 1:0");
    // The next list without news leaves the message as it is.
    rerender(<EventAnnouncer events={[{ ...card }]} />);
    expect(region()?.textContent).toBe("Gestrichen: 12' Tor durch Lena Frei zum 1:0");
    // A new event and a deleted one in the same update: both, the new one first.
    const late = event("c", 80, "Tor durch Mia Roth zum 1:0");
    rerender(<EventAnnouncer events={[late]} />);
    expect(region()?.textContent).toBe(
      "80' Tor durch Mia Roth zum 1:0. Gestrichen: 30' Gelbe Karte für Nina Tor",
    );
  });
});

describe("the live page's announcer at half time and the final whistle", () => {
  // A fan heard «90' Schlusspfiff» and had to look for the result on the page.
  it("says the score with them", () => {
    const whistle = (id: string, type: "halftime" | "finalWhistle", minute: number, description: string) => ({
      ...event(id, minute, description),
      type,
      teamSide: null,
    });
    const home = event("a", 12, "Tor zum 1:0");
    const away = { ...event("b", 30, "Tor zum 1:1"), teamSide: "away" as const };
    const late = event("c", 70, "Tor zum 2:1");
    const { rerender, container } = render(<EventAnnouncer events={[home, away, late]} />);
    const region = () => container.querySelector("[aria-live='polite']");
    const halftime = whistle("h", "halftime", 45, "Halbzeit");
    // Typed late, half time counts only the goals before it.
    rerender(<EventAnnouncer events={[home, away, halftime, late]} />);
    expect(region()).toHaveTextContent("45' Halbzeit, Pausenstand 1:1");
    rerender(
      <EventAnnouncer
        events={[home, away, halftime, late, whistle("f", "finalWhistle", 90, "Schlusspfiff")]}
      />,
    );
    expect(region()).toHaveTextContent("90' Schlusspfiff, Endstand 2:1");
  });
});

describe("the live page's announcer, when the club takes the end back", () => {
  // The club's «Rückgängig» after the final whistle (or the abort): the badge went back to LIVE
  // and the clock ran again, and a screen reader heard at most the whistle struck off.
  it("says that the match runs again", () => {
    const whistle = { ...event("w", 90, "Schlusspfiff"), type: "finalWhistle" as const, teamSide: null };
    const goal = event("g", 12, "Tor zum 1:0");
    const { rerender, container } = render(<EventAnnouncer events={[goal, whistle]} status="completed" />);
    const region = () => container.querySelector("[aria-live='polite']");
    rerender(<EventAnnouncer events={[goal]} status="completed" />);
    rerender(<EventAnnouncer events={[goal]} status="live" />);
    expect(region()).toHaveTextContent("Das Spiel läuft wieder.");
    rerender(<EventAnnouncer events={[goal]} status="cancelled" />);
    rerender(<EventAnnouncer events={[goal]} status="live" />);
    expect(region()).toHaveTextContent("Das Spiel läuft wieder.");
    // The whistle struck off and the state in one answer: both are said, the whistle first.
    rerender(<EventAnnouncer events={[goal, whistle]} status="completed" />);
    rerender(<EventAnnouncer events={[goal]} status="live" />);
    expect(region()).toHaveTextContent("Gestrichen: 90' Schlusspfiff, Endstand 1:0. Das Spiel läuft wieder.");
  });

  it("says nothing of the state the page opened with", () => {
    const { rerender, container } = render(<EventAnnouncer events={[]} status="scheduled" />);
    rerender(<EventAnnouncer events={[]} status="live" />);
    expect(container.querySelector("[aria-live='polite']")).toHaveTextContent("");
  });
});
