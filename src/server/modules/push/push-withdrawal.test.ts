import { afterAll, beforeAll, expect, it } from "vitest";
import { formatLongDateTime } from "#shared/format.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { kickoffInstant } from "#shared/matches/kickoff-time.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { call } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import {
  ONLY_CHANGES,
  type PushTestbed,
  startPushTestbed,
  stopPushTestbed,
  subscribedFan,
} from "../../test/push-testbed.ts";
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
  const fan = await subscribedFan({ t, service }, club.teamId, ONLY_CHANGES, "/withdrawal");

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
  await expect.poll(() => fan.pushes().length).toBe(1);
  expect(fan.pushes()[0]).toMatchObject({
    title: expect.stringMatching(/^Abgesagt: Team \d+ – FC Gegner$/),
    body: `${kickoff}. Grund: Rückzug von FC Gegner aus der Gruppe`,
    tag: `tschutti-match-${matchId}`,
  });

  const undone = await call(t.app, "DELETE", leagueOfficePaths.withdrawal(opponentId, season), {
    cookie: office.cookie,
  });
  expect(undone.status).toBe(200);
  await expect.poll(() => fan.pushes().length).toBe(2);
  expect(fan.pushes()[1]).toMatchObject({ body: `Wieder angesetzt: ${kickoff}` });
});
