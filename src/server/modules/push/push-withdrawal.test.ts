import { afterAll, beforeAll, expect, it } from "vitest";
import { formatLongDateTime } from "#shared/format.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { kickoffInstant } from "#shared/matches/kickoff-time.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { pushPaths } from "#shared/push/paths.ts";
import { favorites } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { browserKeys, readPush } from "../../test/push-service.ts";
import { type PushTestbed, startPushTestbed, stopPushTestbed } from "../../test/push-testbed.ts";
import type { TestContext } from "../../test/test-app.ts";
import type { PushSender } from "./push-sender.ts";

// The league office withdrawing the opponent calls the team's upcoming match off: its fans with
// «Spieländerungen» hear it as any cancellation, with the reason, and hear it set again when the
// withdrawal is taken back.

let t: TestContext;
let club: TestClub;
let opponentId: string;
let service: PushTestbed["service"];
let sender: PushSender;

beforeAll(async () => {
  ({ t, club, opponentId, service, sender } = await startPushTestbed(0));
});
afterAll(() => stopPushTestbed({ t, service, sender }));

it("tells the fans with «Spieländerungen» of a match called off by a withdrawal, and set again", async () => {
  const fan = await signUp(t.app);
  await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId: club.teamId });
  const put = await call(t.app, "PUT", pushPaths.teamPreferences(club.teamId), {
    cookie: fan.cookie,
    body: { kickoff: false, goals: false, cards: false, halfTime: false, fullTime: false, changes: true },
  });
  expect(put.status).toBe(200);
  const device = browserKeys();
  const subscribed = await call(t.app, "POST", pushPaths.subscriptions(), {
    cookie: fan.cookie,
    body: { endpoint: "https://push.example.ch/withdrawal", keys: device.json },
  });
  expect(subscribed.status).toBe(201);
  const pushes = () =>
    service.received.filter((r) => r.path === "/withdrawal").map((r) => readPush(r, device));

  const when = dialogDate(9);
  const kickoff = formatLongDateTime(kickoffInstant(when.date, when.time) ?? "");
  const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 9 });
  const office = await signUpLeagueOffice(t.app, t.deps.db);
  const season = seasonOf(new Date());
  const withdrawn = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
    cookie: office.cookie,
    body: { teamId: opponentId, season, reason: "Mannschaft aufgelöst" },
  });
  expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
  await expect.poll(() => pushes().length).toBe(1);
  expect(pushes()[0]).toMatchObject({
    title: expect.stringMatching(/^Abgesagt: Team \d+ – FC Gegner$/),
    body: `${kickoff}. Grund: Rückzug von FC Gegner aus der Gruppe`,
    tag: `tschutti-match-${matchId}`,
  });

  const undone = await call(t.app, "DELETE", leagueOfficePaths.withdrawal(opponentId, season), {
    cookie: office.cookie,
  });
  expect(undone.status).toBe(200);
  await expect.poll(() => pushes().length).toBe(2);
  expect(pushes()[1]).toMatchObject({ body: `Wieder angesetzt: ${kickoff}` });
});
