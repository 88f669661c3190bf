import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { call } from "../../test/http.ts";
import { createClubWithTeam, createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// After acceptance both clubs edit the match (a change of what they agreed on as a proposal to the
// other); every change is kept (who, when, what, old → new), both read it, and the other club
// sees it as a note on its dashboard.

let t: TestContext;
let a: TestClub;
let b: TestClub;
let outsider: TestClub;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClubWithTeam(t, 2);
  b = await createClubWithTeam(t, 2);
  outsider = await createClubWithTeam(t, 0);
  await call(t.app, "PATCH", clubPaths.manage(a.clubId), {
    cookie: a.cookie,
    body: { clubName: "FC Alpha" },
  });
  await call(t.app, "PATCH", clubPaths.manage(b.clubId), {
    cookie: b.cookie,
    body: { clubName: "FC Beta" },
  });
  id = await createMatch(t, a, {
    homeTeamId: a.teamId,
    awayTeamId: b.teamId,
    days: -1,
    stadium: "Alpha-Platz",
  });
});
afterAll(async () => {
  await t.close();
});

const history = async (club: TestClub) => call(t.app, "GET", matchPaths.history(id), { cookie: club.cookie });
const notes = async (club: TestClub) =>
  (
    await call(t.app, "GET", matchPaths.changeNotes(club.clubId), {
      cookie: club.cookie,
    })
  ).body.notes.filter((n) => n.matchId === id);

describe("match history", () => {
  it("records the request and its acceptance, readable by both clubs only", async () => {
    expect((await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: b.cookie })).status).toBe(
      200,
    );
    const res = await history(a);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => [e.action, e.clubName])).toEqual([
      ["Anfrage angenommen", "FC Beta"],
      ["Spiel angefragt", "FC Alpha"],
    ]);
    expect(res.body.entries[0]?.changes).toEqual([
      { field: "Bestätigung", from: "Anfrage", to: "Angenommen" },
    ]);
    expect((await history(b)).body).toEqual(res.body);
    expect((await history(outsider)).status).toBe(403);
    expect((await call(t.app, "GET", matchPaths.history(id))).status).toBe(401);
  });

  it("keeps a proposed edit by the other club, shows it to the first club as a note, and the change once accepted", async () => {
    const edit = await call<{ proposal: MatchProposal }>(t.app, "PATCH", matchPaths.update(id), {
      cookie: b.cookie,
      body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(-1), stadium: "Beta-Arena" },
    });
    // Both clubs agreed on the match: the new venue is a proposal to A.
    expect(edit.status).toBe(202);
    const [proposed] = (await history(a)).body.entries;
    expect(proposed).toMatchObject({
      action: "Änderung vorgeschlagen",
      clubId: b.clubId,
      clubName: "FC Beta",
      changes: [
        {
          field: "Vorschlag",
          from: null,
          to: expect.stringMatching(/^Anpfiff oder Ort ändern: .*Beta-Arena$/),
        },
      ],
    });
    expect(proposed?.userName).toBeTruthy();
    expect(Number.isNaN(Date.parse(proposed?.createdAt ?? ""))).toBe(false);
    const forA = await notes(a);
    expect(forA.map((n) => n.action)).toContain("Änderung vorgeschlagen");
    expect(forA[0]).toMatchObject({ clubName: "FC Beta" });
    // B's own changes are no news to B: it only sees A's request.
    expect((await notes(b)).map((n) => n.action)).toEqual(["Spiel angefragt"]);

    const accepted = await call(t.app, "POST", matchPaths.proposalAction(edit.body.proposal.id, "accept"), {
      cookie: a.cookie,
    });
    expect(accepted.status).toBe(200);
    // The answer and the change it applies are one write (same instant, in either order).
    const latest = (await history(b)).body.entries.slice(0, 2);
    const answer = latest.find((e) => e.action === "Vorschlag angenommen");
    const applied = latest.find((e) => e.action === "Spiel bearbeitet");
    expect(answer).toMatchObject({ clubName: "FC Alpha" });
    expect(applied).toMatchObject({
      action: "Spiel bearbeitet",
      clubName: "FC Alpha",
      changes: [{ field: "Stadion", from: "Alpha-Platz", to: "Beta-Arena" }],
    });
  });

  it("keeps every event change and the result", async () => {
    const created = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: a.cookie,
      body: { type: "goal", minute: 12, playerId: a.playerIds[0] },
    });
    expect(created.status).toBe(201);
    await call(t.app, "PATCH", matchPaths.updateEvent(created.body.event.id), {
      cookie: b.cookie,
      body: { type: "goal", minute: 14, playerId: a.playerIds[0] },
    });
    await call(t.app, "DELETE", matchPaths.removeEvent(created.body.event.id), { cookie: b.cookie });
    const result = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: b.cookie,
      body: { homeScore: 2, awayScore: 1 },
    });
    expect(result.status).toBe(200);

    const entries = (await history(a)).body.entries.slice(0, 4);
    expect(entries.map((e) => [e.action, e.clubName])).toEqual([
      ["Endstand erfasst", "FC Beta"],
      ["Ereignis gelöscht", "FC Beta"],
      ["Ereignis bearbeitet", "FC Beta"],
      ["Ereignis erfasst", "FC Alpha"],
    ]);
    const [final, deleted, edited, added] = entries;
    expect(final?.changes).toEqual(
      expect.arrayContaining([
        { field: "Status", from: "Geplant", to: "Beendet" },
        { field: "Ergebnis", from: "0:0", to: "2:1" },
      ]),
    );
    expect(added?.changes[0]).toMatchObject({
      field: "Ereignis",
      from: null,
      to: expect.stringMatching(/^Tor 12'/),
    });
    expect(edited?.changes[0]).toMatchObject({
      from: expect.stringMatching(/^Tor 12'/),
      to: expect.stringMatching(/^Tor 14'/),
    });
    expect(deleted?.changes[0]).toMatchObject({ from: expect.stringMatching(/^Tor 14'/), to: null });
  });

  it("keeps Verschieben and Wieder ansetzen, each proposed by one club and accepted by the other", async () => {
    const other = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: 3 });
    await call(t.app, "POST", matchPaths.action(other, "accept"), { cookie: b.cookie });
    const postponed = await call<{ proposal: MatchProposal }>(
      t.app,
      "POST",
      matchPaths.action(other, "postpone"),
      {
        cookie: a.cookie,
        body: { date: "", time: "", reason: "Platz gesperrt" },
      },
    );
    expect(postponed.status).toBe(202);
    const yes = await call(t.app, "POST", matchPaths.proposalAction(postponed.body.proposal.id, "accept"), {
      cookie: b.cookie,
    });
    expect(yes.status).toBe(200);
    const restored = await call<{ proposal: MatchProposal }>(
      t.app,
      "POST",
      matchPaths.action(other, "restore"),
      {
        cookie: b.cookie,
        body: dialogDate(5),
      },
    );
    expect(restored.status).toBe(202);
    const yesAgain = await call(
      t.app,
      "POST",
      matchPaths.proposalAction(restored.body.proposal.id, "accept"),
      {
        cookie: a.cookie,
      },
    );
    expect(yesAgain.status).toBe(200);
    const res = await call(t.app, "GET", matchPaths.history(other), {
      cookie: a.cookie,
    });
    // Newest first; an answer and the change it applies are one write (same instant, either order).
    const entries = res.body.entries;
    const pair = (from: number) =>
      entries
        .slice(from, from + 2)
        .map((e) => `${e.action} – ${e.clubName}`)
        .sort();
    expect(pair(0)).toEqual(["Spiel wieder angesetzt – FC Alpha", "Vorschlag angenommen – FC Alpha"]);
    expect(entries[2]).toMatchObject({ action: "Änderung vorgeschlagen", clubName: "FC Beta" });
    expect(pair(3)).toEqual(["Spiel verschoben – FC Beta", "Vorschlag angenommen – FC Beta"]);
    expect(entries[5]).toMatchObject({ action: "Änderung vorgeschlagen", clubName: "FC Alpha" });
    const restore = entries.find((e) => e.action === "Spiel wieder angesetzt");
    expect(restore?.changes).toContainEqual({ field: "Status", from: "Verschoben", to: "Geplant" });
    const postpone = entries.find((e) => e.action === "Spiel verschoben");
    expect(postpone?.changes).toContainEqual({ field: "Status", from: "Geplant", to: "Verschoben" });
    // A postponement's reason is no reason to cancel, in the postponement and when it is undone.
    expect(postpone?.changes).toContainEqual({
      field: "Grund der Verschiebung",
      from: null,
      to: "Platz gesperrt",
    });
    expect(restore?.changes).toContainEqual({
      field: "Grund der Verschiebung",
      from: "Platz gesperrt",
      to: null,
    });
    const fields = entries.flatMap((e) => e.changes.map((change) => change.field));
    expect(fields).not.toContain("Absagegrund");
  });

  it("writes nothing when a change is refused", async () => {
    const before = (await history(a)).body.entries.length;
    const refused = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: outsider.cookie,
      body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(-1), stadium: "Fremd" },
    });
    expect(refused.status).toBe(403);
    const invalid = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: a.cookie,
      body: { homeScore: -1, awayScore: 0 },
    });
    expect(invalid.status).toBe(400);
    expect((await history(a)).body.entries.length).toBe(before);
  });

  it("shows the record to the public with the clubs named and the people not", async () => {
    const own = (await history(a)).body.entries;
    const res = await call(t.app, "GET", matchPaths.publicHistory(id));
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => [e.action, e.clubName])).toEqual(
      own.map((e) => [e.action, e.clubName]),
    );
    expect(own.some((e) => e.userName !== null)).toBe(true);
    expect(res.body.entries.every((e) => e.userName === null)).toBe(true);
  });

  it("answers 404 for an unknown, malformed or not yet accepted match", async () => {
    const unknown = await call(
      t.app,
      "GET",
      matchPaths.publicHistory("00000000-0000-4000-8000-000000000000"),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: "Spiel nicht gefunden" } });
    expect((await call(t.app, "GET", matchPaths.publicHistory("kein-spiel"))).status).toBe(404);
    const request = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: 3 });
    expect((await call(t.app, "GET", matchPaths.publicHistory(request))).status).toBe(404);
  });
});
