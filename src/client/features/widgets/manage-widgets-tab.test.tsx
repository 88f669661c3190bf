// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ManageTeam } from "#shared/teams/types.ts";
import { WIDGET_HEIGHT_MESSAGE } from "#shared/widgets/height-message.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { testMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ManageWidgetsTab } from "./manage-widgets-tab.tsx";

const CLUB_ID = "club-1";

const TEAM: ManageTeam = {
  id: "team-1",
  name: "1. Mannschaft",
  canton: "Bern",
  league: "3. Liga",
  group: "Gruppe 1",
  teamImageUrl: null,
  clubId: CLUB_ID,
  createdByClubId: CLUB_ID,
  completedMatchCount: 0,
  agreedFixtureCount: 0,
  createdAt: "2025-05-05T12:30:00.000Z",
};

function codeToCopy(): string {
  return (screen.getByRole("textbox", { name: "Code für deine Website" }) as HTMLTextAreaElement).value;
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/manage/clubs/${CLUB_ID}/teams`, json({ teams: [TEAM] }));
});

describe("the widgets tab of the club management", () => {
  it("offers for the ticker only matches the other club accepted: a request is not public yet", async () => {
    const away = (club: string) => testTeam(`${club}-team`, club);
    server.on(
      `GET /api/manage/clubs/${CLUB_ID}/matches`,
      json({
        matches: [
          // The club's own schedule lists its requests first (the soonest kick-off).
          testMatch("m-requested", {
            acceptance: "requested",
            matchDate: "2030-09-01T13:00:00.000Z",
            awayTeam: away("FC Anfrage"),
          }),
          testMatch("m-declined", {
            acceptance: "declined",
            matchDate: "2030-09-02T13:00:00.000Z",
            awayTeam: away("FC Abgelehnt"),
          }),
          testMatch("m-accepted", { awayTeam: away("FC Zugesagt") }),
        ],
      }),
    );
    const { user } = renderInApp(<ManageWidgetsTab clubId={CLUB_ID} />);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Widget" }), "ticker");

    const picker = await screen.findByRole("combobox", { name: "Spiel" });
    const options = within(picker)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toHaveLength(1);
    expect(options[0]).toContain("FC Zugesagt");
    expect(codeToCopy()).toContain("/widget/matches/m-accepted/ticker");
  });

  it("says so when the club's matches could not be loaded for the ticker, instead of «Noch keine Spiele»", async () => {
    // A failed load read as an empty schedule: the admin was told to plan a match it already has.
    let fail = true;
    server.on(`GET /api/manage/clubs/${CLUB_ID}/matches`, () =>
      fail ? apiError(500, "Interner Fehler", "internal") : json({ matches: [testMatch("m-1")] }),
    );
    const { user } = renderInApp(<ManageWidgetsTab clubId={CLUB_ID} />);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Widget" }), "ticker");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Die Spiele konnten nicht geladen werden.");
    expect(screen.queryByText("Noch keine Spiele")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    await waitFor(() => expect(codeToCopy()).toContain("/widget/matches/m-1/ticker"));
  });

  it("gives the copied code a listener that sizes its frame to the widget's height, told by Tschutti's frame only", async () => {
    server.on(`GET /api/manage/clubs/${CLUB_ID}/matches`, json({ matches: [] }));
    renderInApp(<ManageWidgetsTab clubId={CLUB_ID} />);
    await screen.findByRole("textbox", { name: "Code für deine Website" });
    // The club's website, with the copied code and a frame of some other site.
    const site = document.createElement("div");
    site.innerHTML = codeToCopy();
    const other = document.createElement("iframe");
    site.append(other);
    document.body.append(site);
    const frame = site.querySelector<HTMLIFrameElement>("iframe[src*='/widget/teams/team-1/matches?']");
    if (!frame) throw new Error("no widget frame in the code");
    // Where scripts are not allowed: a height for the whole widget at a phone's width.
    expect(Number(frame.getAttribute("height"))).toBeGreaterThanOrEqual(700);
    new Function(site.querySelector("script")?.textContent ?? "")();

    const tell = (origin: string, source: Window | null, height: number) =>
      window.dispatchEvent(
        new MessageEvent("message", {
          origin,
          source,
          data: { type: WIDGET_HEIGHT_MESSAGE, widget: "/widget/teams/team-1/matches", height },
        }),
      );
    tell("https://fremd.example", frame.contentWindow, 300);
    tell(window.location.origin, other.contentWindow, 300);
    expect(frame.style.height).toBe("");
    tell(window.location.origin, frame.contentWindow, 697);
    expect(frame.style.height).toBe("697px");
    site.remove();
  });

  // The frame followed the visitor's dark mode: on a light club website it turned dark for every
  // visitor with a phone in dark mode. The club picks the colours of its website.
  it("puts the colours the club picks into the code and the preview, light at first", async () => {
    server.on(`GET /api/manage/clubs/${CLUB_ID}/matches`, json({ matches: [] }));
    const { user } = renderInApp(<ManageWidgetsTab clubId={CLUB_ID} />);
    const colours = await screen.findByRole("combobox", { name: "Farben" });
    expect(codeToCopy()).toContain("/widget/teams/team-1/matches?theme=light");
    await user.selectOptions(colours, "Dunkel");
    expect(codeToCopy()).toContain("/widget/teams/team-1/matches?theme=dark");
    expect(screen.getByTitle<HTMLIFrameElement>(/^Vorschau/).src).toContain("theme=dark");
    await user.selectOptions(screen.getByRole("combobox", { name: "Widget" }), "Tabelle");
    expect(codeToCopy()).toContain("/widget/teams/team-1/table?theme=dark");
  });

  // A club pastes the same widget twice (the sidebar and the match page): both frames had one id,
  // so the listener found the first frame only and the second kept its fixed height, cut off.
  it("sizes each frame when the same code is pasted twice on one page", async () => {
    server.on(`GET /api/manage/clubs/${CLUB_ID}/matches`, json({ matches: [] }));
    renderInApp(<ManageWidgetsTab clubId={CLUB_ID} />);
    await screen.findByRole("textbox", { name: "Code für deine Website" });
    const site = document.createElement("div");
    site.innerHTML = codeToCopy() + codeToCopy();
    document.body.append(site);
    const frames = [...site.querySelectorAll<HTMLIFrameElement>("iframe")];
    expect(frames).toHaveLength(2);
    for (const script of site.querySelectorAll("script")) new Function(script.textContent ?? "")();
    const [first, second] = frames;
    if (!first || !second) throw new Error("two frames expected");
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        source: second.contentWindow,
        data: { type: WIDGET_HEIGHT_MESSAGE, widget: "/widget/teams/team-1/matches", height: 512 },
      }),
    );
    expect(second.style.height).toBe("512px");
    expect(first.style.height).toBe("");
    site.remove();
  });

  it("sizes the preview to the widget's height, as the copied code does on the club's website", async () => {
    server.on(`GET /api/manage/clubs/${CLUB_ID}/matches`, json({ matches: [] }));
    renderInApp(<ManageWidgetsTab clubId={CLUB_ID} />);
    const preview = await screen.findByTitle<HTMLIFrameElement>(/^Vorschau/);
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        source: preview.contentWindow,
        data: { type: WIDGET_HEIGHT_MESSAGE, widget: "/widget/teams/team-1/matches", height: 494 },
      }),
    );
    await waitFor(() => expect(preview.style.height).toBe("494px"));
  });

  // The club's schedule comes oldest first: the picker offered last season's first match and
  // chose it, where a club embeds the ticker of its next match.
  it("offers the ticker of the match being played or the next one first, the past ones newest first", async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const away = (club: string) => testTeam(`${club}-team`, club);
    server.on(
      `GET /api/manage/clubs/${CLUB_ID}/matches`,
      json({
        matches: [
          testMatch("m-old", {
            matchDate: at(-60),
            status: "completed",
            homeScore: 1,
            awayScore: 0,
            awayTeam: away("FC Alt"),
          }),
          testMatch("m-last", {
            matchDate: at(-3),
            status: "completed",
            homeScore: 2,
            awayScore: 2,
            awayTeam: away("FC Letzt"),
          }),
          // Never ticked nor given a result: past all the same.
          testMatch("m-forgotten", { matchDate: at(-10), awayTeam: away("FC Vergessen") }),
          testMatch("m-next", { matchDate: at(4), awayTeam: away("FC Nächst") }),
          testMatch("m-later", { matchDate: at(11), awayTeam: away("FC Später") }),
        ],
      }),
    );
    const { user } = renderInApp(<ManageWidgetsTab clubId={CLUB_ID} />);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Widget" }), "ticker");
    const picker = await screen.findByRole("combobox", { name: "Spiel" });
    const options = within(picker)
      .getAllByRole("option")
      .map((o) => o.textContent ?? "");
    expect(options.map((label) => label.replace(/^.*– /, ""))).toEqual(
      ["FC Nächst", "FC Später", "FC Letzt", "FC Vergessen", "FC Alt"].map((club) =>
        expect.stringContaining(club),
      ),
    );
    expect(picker).toHaveValue("m-next");
  });
});
