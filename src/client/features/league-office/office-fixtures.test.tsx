// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "#shared/format.ts";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { testMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { OfficeFixtures } from "./office-fixtures.tsx";
import { OfficeHistorySection } from "./office-history-section.tsx";

// A test that sets the day gives the real clock back.
afterEach(() => {
  vi.useRealTimers();
});

// A group's fixtures between teams without a club (from the group import) have no club to
// score, call off or delete them: the league office does from its console, with the clubs' dialogs.

const CHOICE = { season: 2026, canton: "Uri", league: "5. Liga" } as const;
const noClub = (id: string, name: string) => ({ ...testTeam(id, ""), name, clubId: null, clubName: null });
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const IMPORTED = testMatch("m-import", {
  matchDate: daysFromNow(-3),
  homeTeam: noClub("alpha", "Import Alpha"),
  awayTeam: noClub("beta", "Import Beta"),
});
/** Still to be played: it can be called off, not scored. */
const COMING = testMatch("m-coming", {
  matchDate: daysFromNow(7),
  homeTeam: noClub("gamma", "Import Gamma"),
  awayTeam: noClub("delta", "Import Delta"),
});
const CALLED_OFF = testMatch("m-off", {
  matchDate: daysFromNow(14),
  status: "cancelled",
  cancellationReason: "Platz gesperrt",
  homeTeam: noClub("beta", "Import Beta"),
  awayTeam: noClub("gamma", "Import Gamma"),
});
/** A club's match in the same group: the club enters its result, not the office. */
const CLUBS = testMatch("m-club", { matchDate: daysFromNow(-2) });

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/matches", json({ matches: [IMPORTED, CLUBS, COMING, CALLED_OFF], nextCursor: null }));
  server.on(`GET /api/matches/${IMPORTED.id}/events`, json({ events: [] }));
  server.on(
    `PUT /api/manage/matches/${IMPORTED.id}/result`,
    json({ match: { ...IMPORTED, status: "completed", homeScore: 2, awayScore: 1 } }),
  );
});

describe("«Spiele ohne Verein» of a group", () => {
  it("lists only the fixtures no club manages and enters a result for one", async () => {
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Import Alpha – Import Beta"),
      expect.stringContaining("Import Gamma – Import Delta"),
      expect.stringContaining("Import Beta – Import Gamma"),
    ]);
    expect(items[0]).toHaveTextContent("Ergebnis folgt");
    const read = server.requests.find((r) => r.path.startsWith("/api/matches?"));
    expect(read?.path).toContain("group=Gruppe+1");

    await user.click(
      within(list).getByRole("button", { name: "Endstand erfassen: Import Alpha – Import Beta" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Endstand erfassen" });
    await user.type(within(dialog).getByRole("spinbutton", { name: /Import Alpha/ }), "2");
    await user.type(within(dialog).getByRole("spinbutton", { name: /Import Beta/ }), "1");
    await user.click(within(dialog).getByRole("button", { name: "Endstand speichern" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        expect.objectContaining({
          method: "PUT",
          path: `/api/manage/matches/${IMPORTED.id}/result`,
          body: { homeScore: 2, awayScore: 1 },
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers «Endstand ändern» for a fixture whose result is recorded", async () => {
    const scored = { ...IMPORTED, status: "completed", homeScore: 2, awayScore: 1 } as const;
    server.on("GET /api/matches", json({ matches: [scored, COMING], nextCursor: null }));
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    expect(within(list).queryByRole("button", { name: /Endstand erfassen/ })).not.toBeInTheDocument();
    // A scored match is done: it waits folded away, opened as a person does, on its summary.
    await user.click(within(list).getByText("Gespielt, mit Endstand (1)"));
    const change = within(list).getByRole("button", { name: "Endstand ändern: Import Alpha – Import Beta" });
    expect(change).toHaveTextContent("Endstand ändern");
    await user.click(change);
    const dialog = await screen.findByRole("dialog", { name: "Endstand ändern" });
    expect(within(dialog).getByRole("spinbutton", { name: /Import Alpha/ })).toHaveValue(2);
  });

  it("folds the past fixtures with a final score under a summary with their count, and keeps one without a score open", async () => {
    const played = (id: string, days: number, home: number, away: number) =>
      testMatch(id, {
        matchDate: daysFromNow(days),
        status: "completed",
        homeScore: home,
        awayScore: away,
        homeTeam: noClub(`${id}-h`, `Heim ${id}`),
        awayTeam: noClub(`${id}-a`, `Gast ${id}`),
      });
    const forfeited = { ...played("p3", -20, 0, 3), forfeit: "home" } as const;
    server.on(
      "GET /api/matches",
      json({
        matches: [played("p1", -6, 2, 2), forfeited, IMPORTED, played("p2", -13, 1, 0)],
        nextCursor: null,
      }),
    );
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    // The office's work stays in sight, on top: the past match still without its final score.
    const [toDo, ...rest] = within(list).getAllByRole("listitem");
    expect(toDo).toHaveTextContent("Import Alpha – Import Beta");
    expect(
      within(list).getByRole("button", { name: "Endstand erfassen: Import Alpha – Import Beta" }),
    ).toBeVisible();
    // The scored ones, a forfeit among them, are folded away, closed, their count on the summary
    // (jsdom keeps a closed fold's rows for getByRole: toBeVisible reads the `open`).
    const summary = within(list).getByText("Gespielt, mit Endstand (3)");
    expect(summary.tagName).toBe("SUMMARY");
    const fold = summary.closest("details");
    if (!fold) throw new Error("no fold");
    expect(fold).not.toHaveAttribute("open");
    for (const item of rest) expect(item).not.toBeVisible();

    await user.click(summary);
    const folded = within(fold).getAllByRole("listitem");
    // Newest first, as the open list.
    expect(folded.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Heim p1 – Gast p1"),
      expect.stringContaining("Heim p2 – Gast p2"),
      expect.stringContaining("Heim p3 – Gast p3"),
    ]);
    expect(folded[2]).toHaveTextContent("0:3");
    for (const button of within(fold).getAllByRole("button", { name: /^Endstand ändern/ }))
      expect(button).toBeVisible();
  });

  it("changes a folded final score, and the focus goes back to its button in the opened list", async () => {
    const scored = { ...IMPORTED, status: "completed", homeScore: 2, awayScore: 1 } as const;
    server.on("GET /api/matches", json({ matches: [scored, COMING], nextCursor: null }));
    server.on(
      `PUT /api/manage/matches/${IMPORTED.id}/result`,
      json({ match: { ...scored, homeScore: 3, awayScore: 1 } }),
    );
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const summary = within(list).getByText("Gespielt, mit Endstand (1)");
    const fold = summary.closest("details");
    await user.click(summary);
    const change = within(list).getByRole("button", { name: "Endstand ändern: Import Alpha – Import Beta" });
    change.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Endstand ändern" });
    const home = within(dialog).getByRole("spinbutton", { name: /Import Alpha/ });
    await user.clear(home);
    await user.type(home, "3");
    await user.click(within(dialog).getByRole("button", { name: "Endstand speichern" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.writes()).toEqual([
      expect.objectContaining({ method: "PUT", body: { homeScore: 3, awayScore: 1 } }),
    ]);
    // The list loads again; the fold stays open, and the focus is where the office left it.
    await waitFor(() =>
      expect(
        within(list).getByRole("button", { name: "Endstand ändern: Import Alpha – Import Beta" }),
      ).toHaveFocus(),
    );
    expect(within(list).getByText("Gespielt, mit Endstand (1)").closest("details")).toBe(fold);
    expect(fold).toHaveAttribute("open");
  });

  it("folds a fixture away once scored, and the focus stays in the list", async () => {
    const older = testMatch("m-older", {
      matchDate: daysFromNow(-10),
      homeTeam: noClub("eps", "Import Epsilon"),
      awayTeam: noClub("zeta", "Import Zeta"),
    });
    server.on("GET /api/matches", json({ matches: [IMPORTED, older, COMING], nextCursor: null }));
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    within(list).getByRole("button", { name: "Endstand erfassen: Import Alpha – Import Beta" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Endstand erfassen" });
    await user.type(within(dialog).getByRole("spinbutton", { name: /Import Alpha/ }), "2");
    await user.type(within(dialog).getByRole("spinbutton", { name: /Import Beta/ }), "1");
    server.on(
      "GET /api/matches",
      json({
        matches: [{ ...IMPORTED, status: "completed", homeScore: 2, awayScore: 1 }, older, COMING],
        nextCursor: null,
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Endstand speichern" }));
    expect(await within(list).findByText("Gespielt, mit Endstand (1)")).toBeInTheDocument();
    // Its button left with it: the focus goes to the same button of the match still to score.
    await waitFor(() =>
      expect(
        within(list).getByRole("button", { name: "Endstand erfassen: Import Epsilon – Import Zeta" }),
      ).toHaveFocus(),
    );
  });

  it("shows the next six coming fixtures and folds the later ones under «Weitere kommende Spiele»", async () => {
    const coming = Array.from({ length: 9 }, (_, i) =>
      testMatch(`c${i + 1}`, {
        matchDate: daysFromNow(i + 1),
        homeTeam: noClub(`c${i + 1}-h`, `Heim c${i + 1}`),
        awayTeam: noClub(`c${i + 1}-a`, `Gast c${i + 1}`),
      }),
    );
    server.on("GET /api/matches", json({ matches: [...coming].reverse(), nextCursor: null }));
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const names = (items: HTMLElement[]) =>
      items.map((item) => /Heim (c\d)/.exec(item.textContent ?? "")?.[1]);
    const items = within(list).getAllByRole("listitem");
    // Soonest first: the next six in sight, the later three folded.
    expect(names(items)).toEqual(["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"]);
    expect(names(items.filter((item) => !item.closest("details")))).toEqual([
      "c1",
      "c2",
      "c3",
      "c4",
      "c5",
      "c6",
    ]);
    for (const item of items.slice(0, 6)) expect(item).toBeVisible();
    for (const item of items.slice(6)) expect(item).not.toBeVisible();
    const summary = within(list).getByText("Weitere kommende Spiele (3)");
    expect(summary.tagName).toBe("SUMMARY");

    await user.click(summary);
    for (const item of items) expect(item).toBeVisible();
    expect(within(list).getByRole("button", { name: "Heim c9 – Gast c9 absagen" })).toBeVisible();
  });

  it("folds nothing while a group has few fixtures", async () => {
    renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(list.querySelector("details")).toBeNull();
  });

  it("keeps a fixture's date with its time and a team's ordinal with its word", async () => {
    // At 390 px a row read «SC Hinterbirch – FC Glattwies 13.12.2026,» above a lone «14:30».
    const second = testMatch("m-second", {
      matchDate: daysFromNow(7),
      homeTeam: noClub("eps", "FC Eichhalde 2. Mannschaft"),
      awayTeam: noClub("zeta", "Import Zeta"),
    });
    server.on("GET /api/matches", json({ matches: [second], nextCursor: null }));
    renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const item = within(list).getByRole("listitem");
    expect([...item.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent)).toEqual([
      "2. Mannschaft",
      formatDateTime(second.matchDate),
    ]);
  });

  it("calls off a coming fixture with a reason, after asking for it", async () => {
    server.on(
      `POST /api/manage/matches/${COMING.id}/cancel`,
      json({ match: { ...COMING, status: "cancelled", cancellationReason: "Schnee" } }),
    );
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    // Only a coming, scheduled fixture can be called off; a past one is scored instead.
    expect(
      within(list)
        .getAllByRole("button", { name: /absagen$/ })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Import Gamma – Import Delta absagen"]);

    await user.click(within(list).getByRole("button", { name: "Import Gamma – Import Delta absagen" }));
    let dialog = await screen.findByRole("dialog", { name: "Spiel absagen" });
    await user.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);

    await user.click(within(list).getByRole("button", { name: "Import Gamma – Import Delta absagen" }));
    dialog = await screen.findByRole("dialog", { name: "Spiel absagen" });
    await user.type(within(dialog).getByRole("textbox", { name: /Grund der Absage/ }), "Schnee");
    await user.click(within(dialog).getByRole("button", { name: "Spiel absagen" }));
    expect(await screen.findByText("Spiel abgesagt")).toBeInTheDocument();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/api/manage/matches/${COMING.id}/cancel`,
        body: { reason: "Schnee" },
      }),
    ]);
  });

  it("sets a fixture called off by a withdrawal again only by taking the withdrawal back, and offers no deletion", async () => {
    const held = {
      ...CALLED_OFF,
      cancellationReason: "Rückzug von Import Beta aus der Gruppe",
      heldByWithdrawal: true,
    };
    server.on("GET /api/matches", json({ matches: [held], nextCursor: null }));
    renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const [line] = within(list).getAllByRole("listitem");
    if (!line) throw new Error("no line for the held fixture");
    expect(line).toHaveTextContent("Abgesagt: Rückzug von Import Beta aus der Gruppe");
    expect(
      within(line)
        .getAllByRole("button")
        .map((b) => b.textContent?.trim()),
    ).toEqual(["Verlauf"]);
  });

  it.each([
    ["coming", 14],
    ["past", -2],
  ])(
    "offers no «Wieder ansetzen» for a %s fixture called off before (rain) of a team withdrawn since, and says why",
    async (_, days) => {
      // The server refuses it, its date ahead or past (the team plays no more league matches from
      // its withdrawal on, and one it did not play is not set again once its day is over).
      // A day well inside a season: on 1 and 2 July the «past» fixture's season would be over, and
      // the note then says the match stays off (kept-off-note.test.ts).
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-12-06T12:00:00.000Z"));
      const matchDate = daysFromNow(days);
      const keptOff = { ...CALLED_OFF, matchDate, keptOffByWithdrawal: true, keptOffByTeamId: "gamma" };
      server.on("GET /api/matches", json({ matches: [keptOff], nextCursor: null }));
      renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
      const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
      const [line] = within(list).getAllByRole("listitem");
      if (!line) throw new Error("no line for the kept-off fixture");
      expect(line).toHaveTextContent("Abgesagt: Platz gesperrt");
      // Addressed to the office, whose own «Rückzug aufheben» sets it again (a club reads «wenn die
      // Spielleitung …»).
      expect(line).toHaveTextContent(
        `Import Gamma hat sich aus der Saison ${seasonLabel(seasonOf(new Date(matchDate)))} zurückgezogen: Wieder ansetzen erst, wenn du den Rückzug aufhebst.`,
      );
      expect(within(line).queryByRole("button", { name: /wieder ansetzen/ })).not.toBeInTheDocument();
      expect(within(line).getByRole("button", { name: /löschen/i })).toBeInTheDocument();
    },
  );

  it("shows a called-off fixture with its reason, and deletes a fixture only once confirmed, with a reason", async () => {
    server.on(`DELETE /api/manage/matches/${CALLED_OFF.id}`, json({ ok: true }));
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const calledOff = within(list).getAllByRole("listitem")[2];
    if (!calledOff) throw new Error("no line for the called-off fixture");
    expect(calledOff).toHaveTextContent("Abgesagt: Platz gesperrt");
    expect(
      within(calledOff)
        .getAllByRole("button")
        .map((b) => b.textContent?.trim()),
    ).toEqual(["Wieder ansetzen", "Verlauf", "Löschen"]);

    await user.click(within(calledOff).getByRole("button", { name: "Import Beta – Import Gamma löschen" }));
    let question = await screen.findByRole("dialog", { name: "Spiel löschen" });
    await user.click(within(question).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);

    await user.click(within(calledOff).getByRole("button", { name: "Import Beta – Import Gamma löschen" }));
    question = await screen.findByRole("dialog", { name: "Spiel löschen" });
    // As a postponement's, the reason is optional: it is the office's «Begründung» in its Verlauf.
    await user.type(within(question).getByRole("textbox", { name: /Grund/ }), "Doppelt erfasst");
    // A deletion that cannot be taken back: its button is the red one, as in every such question.
    expect(within(question).getByRole("button", { name: "Spiel löschen" })).toHaveClass("bg-live");
    await user.click(within(question).getByRole("button", { name: "Spiel löschen" }));
    expect(await screen.findByText("Spiel gelöscht")).toBeInTheDocument();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: "DELETE",
        path: `/api/manage/matches/${CALLED_OFF.id}`,
        body: { reason: "Doppelt erfasst" },
      }),
    ]);
  });

  it("asks for an optional reason when it sets a called-off fixture again or records a forfeit", async () => {
    server.on(
      `POST /api/manage/matches/${CALLED_OFF.id}/restore`,
      json({ match: { ...CALLED_OFF, status: "scheduled" } }),
    );
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    await user.click(
      within(list).getByRole("button", { name: "Import Beta – Import Gamma wieder ansetzen" }),
    );
    let dialog = await screen.findByRole("dialog", { name: "Spiel wieder ansetzen" });
    await user.type(within(dialog).getByRole("textbox", { name: "Grund" }), "Platz wieder frei");
    await user.click(within(dialog).getByRole("button", { name: "Wieder ansetzen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(
      within(list).getByRole("button", { name: "Endstand erfassen: Import Alpha – Import Beta" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Endstand erfassen" });
    // A played result needs no reason; a forfeit is a decision the Verlauf explains.
    expect(within(dialog).queryByRole("textbox", { name: "Grund" })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Wertung" }), "home");
    await user.type(within(dialog).getByRole("textbox", { name: "Grund" }), "Nicht angetreten");
    await user.click(within(dialog).getByRole("button", { name: "Endstand speichern" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        expect.objectContaining({
          path: `/api/manage/matches/${CALLED_OFF.id}/restore`,
          body: expect.objectContaining({ reason: "Platz wieder frei" }),
        }),
        expect.objectContaining({
          path: `/api/manage/matches/${IMPORTED.id}/result`,
          body: { homeScore: 0, awayScore: 3, forfeit: "home", reason: "Nicht angetreten" },
        }),
      ]),
    );
  });

  it("postpones a fixture to a new date in the clubs' date dialog, and the Verlauf shows it", async () => {
    server.on(
      `POST /api/manage/matches/${COMING.id}/postpone`,
      json({ match: { ...COMING, status: "postponed" } }),
    );
    server.on("GET /api/league-office/decisions", json({ decisions: [], nextCursor: null }));
    const historyReads = () =>
      server.requests.filter((r) => r.path === "/api/league-office/decisions").length;
    const { user } = renderInApp(
      <>
        <OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />
        <OfficeHistorySection />
      </>,
    );
    expect(await screen.findByText("Noch keine Entscheide.")).toBeInTheDocument();
    expect(historyReads()).toBe(1);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    await user.click(within(list).getByRole("button", { name: "Import Gamma – Import Delta verschieben" }));
    const dialog = await screen.findByRole("dialog", { name: "Spiel verschieben" });
    await user.type(within(dialog).getByRole("textbox", { name: "Grund" }), "Schnee");
    await user.click(within(dialog).getByRole("button", { name: "Verschieben" }));
    expect(await screen.findByText("Spiel verschoben.")).toBeInTheDocument();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/api/manage/matches/${COMING.id}/postpone`,
        body: expect.objectContaining({ reason: "Schnee" }),
      }),
    ]);
    // The postponement is a line of the office's history: it is read again.
    await waitFor(() => expect(historyReads()).toBe(2));
  });

  it("offers no result in a closed season, only each fixture's Verlauf", async () => {
    renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual([
      "Verlauf von Import Alpha – Import Beta",
      "Verlauf von Import Gamma – Import Delta",
      "Verlauf von Import Beta – Import Gamma",
    ]);
  });
});

describe("«Verlauf» of a fixture without a club", () => {
  const historyPath = `/api/manage/matches/${CALLED_OFF.id}/history`;
  const ENTRIES = [
    {
      id: "h-2",
      matchId: CALLED_OFF.id,
      action: "Spiel abgesagt",
      changes: [
        { field: "Status", from: "Geplant", to: "Abgesagt" },
        { field: "Absagegrund", from: null, to: "Platz gesperrt" },
      ],
      userName: "Vera Spielleiterin",
      clubId: null,
      clubName: null,
      createdAt: "2026-11-21T14:30:00.000Z",
    },
    {
      id: "h-1",
      matchId: CALLED_OFF.id,
      action: "Spiel bearbeitet",
      changes: [{ field: "Stadion", from: "Platz B", to: "Platz B2" }],
      userName: "Vera Spielleiterin",
      clubId: null,
      clubName: null,
      createdAt: "2026-11-20T09:05:00.000Z",
    },
  ];

  /** Opens the fixture's Verlauf with the keyboard, as a person without a mouse does. */
  async function openHistory(user: ReturnType<typeof renderInApp>["user"]) {
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const button = within(list).getByRole("button", { name: "Verlauf von Import Beta – Import Gamma" });
    button.focus();
    await user.keyboard("{Enter}");
    return screen.findByRole("dialog", { name: "Verlauf" });
  }

  it("lists the fixture's changes newest first: what, who and when, old → new and the reason", async () => {
    server.on(`GET ${historyPath}`, json({ entries: ENTRIES }));
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const dialog = await openHistory(user);
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining("Import Beta – Import Gamma"));
    const lines = await within(dialog).findByRole("list", { name: "Änderungen, neueste zuerst" });
    const entries = within(lines)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === lines);
    expect(entries.map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Spiel abgesagt",
      "Spiel bearbeitet",
    ]);
    expect(entries[0]).toHaveTextContent("Vera Spielleiterin · 21.11.2026, 15:30");
    expect(entries[0]).toHaveTextContent("Absagegrund:Platz gesperrt");
    expect(entries[1]).toHaveTextContent(/Stadion:\s*Platz B\s*Platz B2/);
    expect(server.requests.filter((r) => r.path === historyPath)).toHaveLength(1);
    expect(server.writes()).toEqual([]);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Verlauf von Import Beta – Import Gamma" })).toHaveFocus();
  });

  it("says so while it loads and when there is nothing yet", async () => {
    let answer: (value: ReturnType<typeof json>) => void = () => undefined;
    server.on(`GET ${historyPath}`, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly />);
    const dialog = await openHistory(user);
    expect(within(dialog).getByRole("status")).toHaveTextContent("Verlauf wird geladen…");
    answer(json({ entries: [] }));
    expect(await within(dialog).findByText("Noch keine Änderungen.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
  });

  it("tells when it could not be read, and reads it again on request", async () => {
    server.on(`GET ${historyPath}`, apiError(500, "Serverfehler.", "internal"));
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const dialog = await openHistory(user);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Der Verlauf konnte nicht geladen werden.",
    );
    server.on(`GET ${historyPath}`, json({ entries: ENTRIES }));
    await user.click(within(dialog).getByRole("button", { name: "Erneut versuchen" }));
    expect(await within(dialog).findByText("Spiel abgesagt")).toBeInTheDocument();
  });
});
