import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zurichDateFromParts, zurichParts } from "#shared/format.ts";
import { ABANDONED_FORFEIT_REASON } from "#shared/matches/schema.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { UNKNOWN_WIDGET_THEME } from "#shared/widgets/theme.ts";
import { matchEvents, matches, pointDeductions, teamPlacements } from "../../db/schema/index.ts";
import { insertClub, insertMatchWithEvents, insertPlayer, insertTeam } from "../../test/public-rows.ts";
import { insertTeam as insertGroupTeam, insertMatch as insertResult } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { WIDGET_CSS } from "./widget-assets.ts";

let t: TestContext;
let teamId: string;
let matchId: string;

beforeAll(async () => {
  t = await createTestApp();
  const club = await insertClub(t.deps.db, { clubName: "FC <Widget>" });
  teamId = (await insertTeam(t.deps.db, { clubId: club.id, canton: "Bern", league: "4. Liga" })).id;
  const other = (
    await insertTeam(t.deps.db, { clubId: null, name: "SC Gast", canton: "Bern", league: "4. Liga" })
  ).id;
  const scorer = await insertPlayer(t.deps.db, { teamId, firstName: "Nina", lastName: "Tor" });
  matchId = (
    await insertMatchWithEvents(t.deps.db, teamId, other, [{ type: "goal", minute: 12, playerId: scorer.id }])
  ).id;
});
afterAll(() => t.close());

/** The classes the widgets' style sheet strikes through (a rule of one class alone). */
function struckClasses(): Set<string> {
  const rules = WIDGET_CSS.matchAll(/([^{}]+)\{([^}]*)\}/g);
  const struck = [...rules].filter(([, , body]) => body?.includes("line-through"));
  return new Set(
    struck.flatMap(([, selectors]) =>
      (selectors ?? "").split(",").flatMap((sel) => /^\s*\.([\w-]+)\s*$/.exec(sel)?.slice(1) ?? []),
    ),
  );
}

const WIDGETS = () => [
  `/widget/teams/${teamId}/matches`,
  `/widget/table?canton=Bern&league=4.%20Liga`,
  `/widget/matches/${matchId}/ticker`,
  `/widget/teams/${teamId}/table`,
];

describe("widgets", () => {
  // A club's light website showed a dark frame to every visitor whose phone is in dark mode: the
  // colours followed the visitor. The club now names them in the code it copies.
  it("take the colours the club's code names, and follow the visitor only without a choice", async () => {
    for (const path of WIDGETS()) {
      const join = path.includes("?") ? "&" : "?";
      for (const theme of ["light", "dark", "auto"]) {
        const html = await (await t.app.request(`${path}${join}theme=${theme}`)).text();
        expect(html, `${path} ${theme}`).toContain(`<html lang="de-CH" data-theme="${theme}">`);
      }
      const without = await (await t.app.request(path)).text();
      expect(without, path).toContain('<html lang="de-CH" data-theme="auto">');
      const unknown = await t.app.request(`${path}${join}theme=rosa`);
      expect(unknown.status, path).toBe(400);
      expect(await unknown.text(), path).toContain(UNKNOWN_WIDGET_THEME);
    }
    // Dark colours on a dark choice always, on `auto` only where the visitor's device is dark.
    expect(WIDGET_CSS).toMatch(/:root\[data-theme=dark\]\{color-scheme:dark;--bg:#111827/);
    expect(WIDGET_CSS).toMatch(
      /@media \(prefers-color-scheme:dark\)\{:root\[data-theme=auto\]\{color-scheme:dark;--bg:#111827/,
    );
    expect(WIDGET_CSS).not.toMatch(/@media \(prefers-color-scheme:dark\)\{:root\{/);
  });

  it("render small HTML any site may frame, without cookies", async () => {
    for (const path of WIDGETS()) {
      const res = await t.app.request(path);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors *");
      expect(res.headers.get("content-security-policy"), path).not.toContain("unsafe-inline");
      expect(res.headers.get("x-frame-options"), path).toBeNull();
      expect(res.headers.get("set-cookie"), path).toBeNull();
      expect(Buffer.byteLength(html), path).toBeLessThan(30_000);
      // Only Tschutti's own files: no address of another host in the page.
      expect(html.match(/(?:src|href)="https?:\/\/(?!localhost)/g), path).toBeNull();
      expect(html).not.toContain("<Widget>");
    }
  });

  it("show the team's result, the table and the ticker's events", async () => {
    const matches = await (await t.app.request(WIDGETS()[0] ?? "")).text();
    expect(matches).toContain('FC &lt;Widget&gt; <span class="kt">1. Mannschaft</span>');
    expect(matches).toContain("SC Gast");
    const table = await (await t.app.request(WIDGETS()[1] ?? "")).text();
    expect(table).toContain("Tabelle 4. Liga");
    expect(table).toContain('<td class="t">FC &lt;Widget&gt; <span class="kt">1. Mannschaft</span></td>');
    const ticker = await (await t.app.request(WIDGETS()[2] ?? "")).text();
    expect(ticker).toContain("12'");
    expect(ticker).toContain("Tor");
  });

  it("link a table to that very table on the ranking page, not to the ranking's default league", async () => {
    const html = await (await t.app.request("/widget/table?canton=Bern&league=4.%20Liga")).text();
    const href = /<p class="foot"><a href="([^"]+)"/.exec(html)?.[1] ?? "";
    const link = new URL(href.replaceAll("&amp;", "&"), "http://localhost");
    expect(link.pathname).toBe("/ranking");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      tab: "tabelle",
      kanton: "Bern",
      liga: "4. Liga",
      gruppe: "Gruppe 1",
      saison: String(seasonOf(new Date())),
    });
  });

  it("say under a table what its green and red bars mean, and name a row's zone to a screen reader", async () => {
    // The bars stood unexplained on the club's website (the ranking page has its legend); the
    // red one has the colour of «live».
    const names = ["FC Eins", "FC Zwei", "FC Drei", "FC Vier", "FC Fünf"];
    const group = [];
    for (const name of names)
      group.push(await insertGroupTeam(t.deps.db, name, { canton: "Uri", league: "5. Liga" }));
    await insertResult(t.deps.db, group[0]?.id ?? "", group[1]?.id ?? "", [2, 0]);
    const html = await (await t.app.request("/widget/table?canton=Uri&league=5.%20Liga")).text();
    expect(html).toMatch(
      /<ul class="legend"><li class="promotion">Aufstiegsplätze<\/li><li class="relegation">Abstiegsplätze<\/li><\/ul>/,
    );
    expect(html).toMatch(
      /<tr class="promotion"><td>1<span class="sr">, Aufstiegsplatz<\/span><\/td><td class="t">FC Eins/,
    );
    expect(html).toMatch(/<tr class="relegation"><td>5<span class="sr">, Abstiegsplatz<\/span><\/td>/);
    // A table without zones (two teams: nobody below the promotion places) has no legend.
    const none = await (await t.app.request("/widget/table?canton=Bern&league=4.%20Liga")).text();
    expect(none).not.toContain('class="legend"');
  });

  it("keep a team's ordinal with its word where a narrow frame breaks the line", async () => {
    // At 300 to 390 px the team widget broke «SV Rebhügel – FC Seeblick 1.» above «Mannschaft»,
    // and the ticker's score «FC Seeblick 1.» above «Mannschaft»: a lone «1.» reads as a rank.
    const kept = `FC &lt;Widget&gt; <span class="kt">1. Mannschaft</span>`;
    const matches = await (await t.app.request(WIDGETS()[0] ?? "")).text();
    expect(matches).toContain(`<h1 class="w-title">${kept}</h1>`);
    expect(matches).toContain(`${kept} – SC Gast`);
    const ticker = await (await t.app.request(WIDGETS()[2] ?? "")).text();
    expect(ticker).toContain(`<span class="team">${kept}</span>`);
    // One box that moves to the next line whole, and breaks inside only where even a line of its
    // own is too narrow (the ticker's score at 300 px): a frame never scrolls sideways.
    expect(WIDGET_CSS).toMatch(/\.kt\{display:inline-block\}/);
  });

  it("keep a team's live score current, as the ticker does, and keep it out of caches", async () => {
    // The team widget said «Live 2:1» long after the club scored the 3:1 the ticker showed.
    const team = (
      await insertTeam(t.deps.db, { clubId: null, name: "FC Lebendig", canton: "Bern", league: "4. Liga" })
    ).id;
    const opponent = (
      await insertTeam(t.deps.db, { clubId: null, name: "SC Gegner", canton: "Bern", league: "4. Liga" })
    ).id;
    const quiet = await t.app.request(`/widget/teams/${team}/matches`);
    expect(await quiet.text()).not.toContain("data-live");
    expect(quiet.headers.get("cache-control")).toBe("public, max-age=60");

    const [live] = await t.deps.db
      .insert(matches)
      .values({
        homeTeamId: team,
        awayTeamId: opponent,
        matchDate: new Date(Date.now() - 20 * 60_000),
        status: "live",
        homeScore: 2,
        awayScore: 1,
        period: "first_half",
        periodStartedAt: new Date(Date.now() - 20 * 60_000),
        startedAt: new Date(Date.now() - 20 * 60_000),
      })
      .returning({ id: matches.id });
    const playing = await t.app.request(`/widget/teams/${team}/matches`);
    expect(await playing.text()).toContain(`data-live="${live?.id}"`);
    expect(playing.headers.get("cache-control")).toBe("no-cache");
  });

  it("follow a team's match from three hours before kick-off by the app's clock", async () => {
    const now = new Date("2024-05-04T10:00:00Z");
    const team = (
      await insertTeam(t.deps.db, { clubId: null, name: "FC Uhrwerk", canton: "Bern", league: "4. Liga" })
    ).id;
    const opponent = (
      await insertTeam(t.deps.db, { clubId: null, name: "SC Zeiger", canton: "Bern", league: "4. Liga" })
    ).id;
    const kickoffIn = async (hours: number) =>
      (
        await t.deps.db
          .insert(matches)
          .values({
            homeTeamId: team,
            awayTeamId: opponent,
            matchDate: new Date(now.getTime() + hours * 3_600_000),
            status: "scheduled",
          })
          .returning({ id: matches.id })
      )[0]?.id;
    const soon = await kickoffIn(2);
    const later = await kickoffIn(4);
    t.deps.clock = () => new Date(now);
    try {
      const res = await t.app.request(`/widget/teams/${team}/matches`);
      const html = await res.text();
      // Both are listed as upcoming; only the one kicking off within three hours is followed.
      expect(html).toContain(later);
      expect(/data-live="([^"]*)"/.exec(html)?.[1]).toBe(soon);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    } finally {
      delete t.deps.clock;
    }
  });

  it("keep following a match whose kick-off time has passed before its ticker started", async () => {
    // Ten minutes after the kick-off time, with the ticker not yet started (a late start is
    // usual: «Uhr stellen»), the widget's page came without the match to follow: the script
    // stopped, and the club's website kept «–:–» after the ticker had started.
    const now = new Date("2024-05-11T14:10:00Z");
    const team = (
      await insertTeam(t.deps.db, { clubId: null, name: "FC Spätstart", canton: "Bern", league: "4. Liga" })
    ).id;
    const opponent = (
      await insertTeam(t.deps.db, { clubId: null, name: "SC Pünktlich", canton: "Bern", league: "4. Liga" })
    ).id;
    const kickedOff = async (minutesAgo: number) =>
      (
        await t.deps.db
          .insert(matches)
          .values({
            homeTeamId: team,
            awayTeamId: opponent,
            matchDate: new Date(now.getTime() - minutesAgo * 60_000),
            status: "scheduled",
          })
          .returning({ id: matches.id })
      )[0]?.id;
    const due = await kickedOff(10);
    // Last week's match that nobody entered is no match to follow.
    await kickedOff(7 * 24 * 60);
    t.deps.clock = () => new Date(now);
    try {
      const res = await t.app.request(`/widget/teams/${team}/matches`);
      expect(/data-live="([^"]*)"/.exec(await res.text())?.[1]).toBe(due);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    } finally {
      delete t.deps.clock;
    }
  });

  it("show stoppage time in the ticker as the match page does (90+3')", async () => {
    const opponent = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Nachspiel",
      canton: "Bern",
      league: "4. Liga",
    });
    const late = await insertMatchWithEvents(t.deps.db, teamId, opponent.id, [
      { type: "halftime", minute: 45, addedMinute: 2 },
      { type: "goal", minute: 90, addedMinute: 3 },
    ]);
    const html = await (await t.app.request(`/widget/matches/${late.id}/ticker`)).text();
    expect(html).toContain(`<span class="ev-min">90+3'</span>`);
    expect(html).toContain(`<span class="ev-min">45+2'</span>`);
  });

  it("name each event's type once, with its player and minute, as the match page does", async () => {
    // The ticker widget read «Tor · Tor durch Nina Tor zum 1:0»: the type, then the generated
    // text that says the type again.
    const opponent = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Verlauf",
      canton: "Bern",
      league: "4. Liga",
    });
    const scorer = await insertPlayer(t.deps.db, { teamId, firstName: "Nina", lastName: "Tor" });
    const sub = await insertPlayer(t.deps.db, { teamId, firstName: "Lea", lastName: "Rein" });
    const match = await insertMatchWithEvents(t.deps.db, teamId, opponent.id, [
      { type: "goal", minute: 12, playerId: scorer.id },
      { type: "yellow_card", minute: 30, playerId: scorer.id },
      { type: "kickoff", minute: 46 },
    ]);
    await t.deps.db.insert(matchEvents).values([
      { matchId: match.id, eventType: "goal", minute: 50, teamSide: "home" },
      {
        matchId: match.id,
        eventType: "substitution",
        minute: 60,
        playerId: scorer.id,
        playerInId: sub.id,
        teamSide: "home",
      },
      { matchId: match.id, eventType: "comment", minute: 70, description: "Regen setzt ein" },
    ]);
    const html = await (await t.app.request(`/widget/matches/${match.id}/ticker`)).text();
    const lines = [...html.matchAll(/<li class="ev">(.*?)<\/li>/g)].map(([, row]) =>
      (row ?? "")
        .replace(/<\/span><span/g, "</span> <span")
        .replace(/<[^>]+>/g, "")
        .trim(),
    );
    expect(lines).toEqual([
      "70' Kommentar · Regen setzt ein",
      "60' Wechsel · Rein: Lea Rein · Raus: Nina Tor",
      // An event without a player names its side (escaped, as every name from the database).
      "50' Tor 2:0 · FC &lt;Widget&gt; 1. Mannschaft",
      "46' Anpfiff zur zweiten Halbzeit",
      "30' Gelbe Karte · Nina Tor",
      "12' Tor 1:0 · Nina Tor",
    ]);
  });

  it("mark a forfeited result as the match page does («Forfait»)", async () => {
    const opponent = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Nichtangetreten",
      canton: "Bern",
      league: "4. Liga",
    });
    await t.deps.db.insert(matches).values({
      homeTeamId: teamId,
      awayTeamId: opponent.id,
      matchDate: new Date(Date.now() - 3 * 86_400_000),
      status: "completed",
      homeScore: 3,
      awayScore: 0,
      forfeit: "away",
      period: "finished",
    });
    const html = await (await t.app.request(WIDGETS()[0] ?? "")).text();
    const row = html.slice(html.indexOf("FC Nichtangetreten"));
    expect(row.slice(0, row.indexOf("</li>"))).toMatch(/3:0 <span class="badge quiet"[^>]*>Forfait<\/span>/);
  });

  it("title a forfeit the league office scored after an abort with its decision, not «nicht angetreten»", async () => {
    const opponent = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Abgebrochen",
      canton: "Bern",
      league: "4. Liga",
    });
    await t.deps.db.insert(matches).values({
      homeTeamId: teamId,
      awayTeamId: opponent.id,
      matchDate: new Date(Date.now() - 3 * 86_400_000),
      status: "completed",
      homeScore: 3,
      awayScore: 0,
      forfeit: "away",
      cancellationReason: ABANDONED_FORFEIT_REASON,
      period: "finished",
    });
    const html = await (await t.app.request(WIDGETS()[0] ?? "")).text();
    const row = html.slice(html.indexOf("FC Abgebrochen"));
    expect(row.slice(0, row.indexOf("</li>"))).toContain(
      `<span class="badge quiet" title="Spielabbruch: als Forfait gegen FC Abgebrochen gewertet (Entscheid der Spielleitung).">Forfait</span>`,
    );
  });

  it("show «–:–» for a past match without a result, not its kick-off time", async () => {
    const opponent = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Ohneresultat",
      canton: "Bern",
      league: "4. Liga",
    });
    // Two days ago at 10:00 in Zurich; nobody entered the result.
    const day = zurichParts(new Date(Date.now() - 2 * 86_400_000));
    const kickoff = zurichDateFromParts(day.year, day.month, day.day, 10, 0);
    if (!kickoff) throw new Error("no kick-off");
    await t.deps.db
      .insert(matches)
      .values({ homeTeamId: teamId, awayTeamId: opponent.id, matchDate: kickoff, status: "scheduled" });
    const html = await (await t.app.request(WIDGETS()[0] ?? "")).text();
    const past = html.slice(html.indexOf("Letzte Resultate"));
    const row = past.slice(past.indexOf("FC Ohneresultat"));
    expect(row.slice(0, row.indexOf("</li>"))).toContain('<span class="m-res">–:–</span>');
    expect(past).not.toContain("10:00");
  });

  it("say of a match without events what its page says: at kickoff, or not recorded", async () => {
    const opponent = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Leer",
      canton: "Bern",
      league: "4. Liga",
    });
    const ticker = async (status: "postponed" | "completed") => {
      const [row] = await t.deps.db
        .insert(matches)
        .values({
          homeTeamId: teamId,
          awayTeamId: opponent.id,
          matchDate: new Date(Date.now() - 86_400_000),
          status,
          ...(status === "completed" ? { homeScore: 2, awayScore: 0 } : {}),
        })
        .returning({ id: matches.id });
      return (await t.app.request(`/widget/matches/${row?.id}/ticker`)).text();
    };
    expect(await ticker("postponed")).toContain('<p class="empty">Der Ticker beginnt mit dem Anpfiff.</p>');
    expect(await ticker("completed")).toContain(
      '<p class="empty">Zu diesem Spiel wurden keine Ereignisse erfasst.</p>',
    );
  });

  it("mark a postponed match as the team's page does, and speak German in the table", async () => {
    const opponent = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Verschiebung",
      canton: "Bern",
      league: "4. Liga",
    });
    await t.deps.db.insert(matches).values({
      homeTeamId: teamId,
      awayTeamId: opponent.id,
      matchDate: new Date(Date.now() + 3 * 86_400_000),
      status: "postponed",
      cancellationReason: "Platz gesperrt",
    });
    const html = await (await t.app.request(WIDGETS()[0] ?? "")).text();
    const row = html.slice(html.lastIndexOf('<li class="m">', html.indexOf("FC Verschiebung")));
    const item = row.slice(0, row.indexOf("</li>"));
    expect(item).toContain("Verschoben");
    // A postponed match will still be played: its teams are not struck through as a cancelled
    // match's are (the team's page strikes neither); the badge says it waits for a new date.
    const struck = struckClasses();
    const classesOf = (pattern: RegExp) => (pattern.exec(item)?.[1] ?? "").split(" ");
    expect(classesOf(/<a class="([^"]*)"/).some((c) => struck.has(c))).toBe(false);
    const badge = classesOf(/<span class="([^"]*)">Verschoben</);
    expect(badge).toContain("badge");
    expect(badge.filter((c) => struck.has(c))).toEqual([]);
    const table = await (await t.app.request(WIDGETS()[1] ?? "")).text();
    expect(table).toContain('<th class="t">Mannschaft</th>');
    expect(table).not.toMatch(/<td>-\d/);
  });

  it("mark a withdrawn team and a deduction in the table, and say why under it, as the ranking page does", async () => {
    const place = { clubId: null, canton: "Luzern", league: "5. Liga" } as const;
    const withdrawn = await insertTeam(t.deps.db, { ...place, name: "FC Rückzug" });
    const deducted = await insertTeam(t.deps.db, { ...place, name: "FC Abzug" });
    await insertTeam(t.deps.db, { ...place, name: "FC Sauber" });
    await t.deps.db
      .update(teamPlacements)
      .set({ withdrawnAt: new Date(), withdrawnReason: "Mannschaft aufgelöst" })
      .where(eq(teamPlacements.teamId, withdrawn.id));
    await t.deps.db.insert(pointDeductions).values({
      teamId: deducted.id,
      season: seasonOf(new Date()),
      points: 1,
      reason: "Kein <Schiedsrichter> gestellt",
    });
    const html = await (await t.app.request("/widget/table?canton=Luzern&league=5.%20Liga")).text();
    const row = (name: string) => {
      const from = html.slice(html.lastIndexOf("<tr", html.indexOf(`${name}`)));
      return from.slice(0, from.indexOf("</tr>"));
    };
    expect(row("FC Rückzug")).toContain("zurückgezogen");
    expect(row("FC Abzug")).toContain("−1 Pkt. Abzug");
    expect(row("FC Abzug")).not.toContain("zurückgezogen");
    expect(row("FC Sauber")).not.toMatch(/zurückgezogen|Abzug/);
    const box = html.slice(html.indexOf("</table>"));
    expect(box).toContain("Punktabzüge");
    expect(box).toContain("FC Abzug: 1 Punkt abgezogen – Kein &lt;Schiedsrichter&gt; gestellt");
    // A table without deductions has no such box.
    const bern = await (await t.app.request(WIDGETS()[1] ?? "")).text();
    expect(bern).not.toContain("Punktabzüge");
  });

  it("keep the strict frame rule everywhere else", async () => {
    const res = await t.app.request("/api/clubs");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answer unknown teams, matches and bad tables in German", async () => {
    const team = await t.app.request("/widget/teams/00000000-0000-4000-8000-000000000000/matches");
    expect(team.status).toBe(404);
    expect(await team.text()).toContain("Diese Mannschaft gibt es nicht.");
    const table = await t.app.request("/widget/table?canton=Atlantis&league=4.%20Liga");
    expect(table.status).toBe(400);
    expect((await t.app.request("/widget/matches/kein-spiel/ticker")).status).toBe(404);
    // A group the league does not have: the frame shows a page, not the API's JSON.
    const group = await t.app.request("/widget/table?canton=Bern&league=4.%20Liga&group=Gruppe%209");
    expect(group.status).toBe(404);
    expect(group.headers.get("content-type")).toContain("text/html");
    expect(await group.text()).toContain("Diese Gruppe gibt es in dieser Saison nicht.");
  });

  it("name an error page «Tschutti» in the browser tab, not «Tschutti – Tschutti»", async () => {
    const html = await (await t.app.request("/widget/teams/kein-team/matches")).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("Tschutti");
    const table = await (await t.app.request("/widget/table?canton=Bern&league=4.%20Liga")).text();
    expect(/<title>([^<]*)<\/title>/.exec(table)?.[1]).toBe("Tabelle 4. Liga – Tschutti");
  });

  it("ask for the group of a league with several, in a page", async () => {
    await insertTeam(t.deps.db, { clubId: null, name: "FC Zweitgruppe", canton: "Uri", league: "5. Liga" });
    const second = await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Drittgruppe",
      canton: "Uri",
      league: "5. Liga",
    });
    await t.deps.db
      .update(teamPlacements)
      .set({ groupName: "Gruppe 2" })
      .where(eq(teamPlacements.teamId, second.id));
    const table = await t.app.request("/widget/table?canton=Uri&league=5.%20Liga");
    expect(table.status).toBe(400);
    expect(table.headers.get("content-type")).toContain("text/html");
    expect(await table.text()).toContain("Diese Liga hat mehrere Gruppen");
  });
});

describe("a team's table widget", () => {
  // A club copied the table widget, named by league and group: after its team moved to another
  // group (or up a league) the club's website showed a table without its team.
  it("shows the table of the group the team stands in now, its row marked", async () => {
    const club = await insertClub(t.deps.db, { clubName: "FC Wandernd" });
    const moving = await insertTeam(t.deps.db, { clubId: club.id, canton: "Glarus", league: "3. Liga" });
    await insertTeam(t.deps.db, {
      clubId: null,
      name: "FC Bleibt",
      canton: "Glarus",
      league: "3. Liga",
    });
    const path = `/widget/teams/${moving.id}/table`;
    const before = await (await t.app.request(path)).text();
    expect(before).toContain("Tabelle 3. Liga Gruppe 1");
    expect(before).toMatch(/<tr class="own" aria-current="true">.*FC Wandernd/);
    expect(before).toContain("FC Bleibt");

    await t.deps.db
      .update(teamPlacements)
      .set({ groupName: "Gruppe 2" })
      .where(eq(teamPlacements.teamId, moving.id));
    const after = await (await t.app.request(path)).text();
    expect(after).toContain("Tabelle 3. Liga Gruppe 2");
    expect(after).toContain("FC Wandernd");
    expect(after).not.toContain("FC Bleibt");
  });

  it("answers an unknown team in German, in a page", async () => {
    const res = await t.app.request("/widget/teams/00000000-0000-4000-8000-000000000000/table");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("Diese Mannschaft gibt es nicht.");
  });
});
