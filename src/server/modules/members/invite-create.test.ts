import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { memberPaths } from "#shared/members/paths.ts";
import { clubInvites } from "../../db/schema/index.ts";
import { createInvite, joinClub } from "../../test/club-members.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { hashToken } from "./invite-token.ts";

// Creating an invite the way an Administrator types an address: mistakes are said at the field
// and leave nothing behind.

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const failure = (res: { status: number; body: unknown }) => {
  const error = (res.body as { error?: { message?: string; fields?: Record<string, string> } }).error;
  return { status: res.status, message: error?.message, fields: error?.fields };
};

async function storedEmails(clubId: string) {
  const rows = await t.deps.db
    .select({ email: clubInvites.email })
    .from(clubInvites)
    .where(eq(clubInvites.clubId, clubId));
  return rows.map((r) => r.email);
}

describe("creating an invite", () => {
  it("refuses a malformed address at the field, storing and mailing nothing", async () => {
    const own = await createClubWithTeam(t, 0);
    const send = vi.spyOn(t.deps.mailer, "send");
    const res = await call(t.app, "POST", memberPaths.createInvite(own.clubId), {
      cookie: own.cookie,
      body: { role: "redaktion", email: "anna@" },
    });
    expect(failure(res)).toEqual({
      status: 400,
      message: "Bitte gib eine gültige E-Mail-Adresse ein.",
      fields: { email: "Bitte gib eine gültige E-Mail-Adresse ein." },
    });
    expect(await storedEmails(own.clubId)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it("keeps an address as accounts do: trimmed and in small letters", async () => {
    const own = await createClubWithTeam(t, 0);
    await createInvite(t, own.cookie, own.clubId, { role: "ticker", email: "  Anna@FC-Seeblick.ch " });
    expect(await storedEmails(own.clubId)).toEqual(["anna@fc-seeblick.ch"]);
  });

  it("refuses a second open invite for the same address until the first is withdrawn", async () => {
    const own = await createClubWithTeam(t, 0);
    const first = await createInvite(t, own.cookie, own.clubId, {
      role: "redaktion",
      email: "anna@fc-seeblick.ch",
    });
    const send = vi.spyOn(t.deps.mailer, "send");
    const again = await call(t.app, "POST", memberPaths.createInvite(own.clubId), {
      cookie: own.cookie,
      body: { role: "ticker", email: "ANNA@fc-seeblick.ch" },
    });
    const message =
      "Für anna@fc-seeblick.ch gibt es schon eine offene Einladung. Zieh sie unter «Offene Einladungen» zurück, um eine neue zu schicken.";
    expect(failure(again)).toEqual({ status: 409, message, fields: { email: message } });
    expect(await storedEmails(own.clubId)).toEqual(["anna@fc-seeblick.ch"]);
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();

    await call(t.app, "DELETE", memberPaths.revokeInvite(first.id), { cookie: own.cookie });
    await createInvite(t, own.cookie, own.clubId, { role: "ticker", email: "anna@fc-seeblick.ch" });
  });

  it("keeps one open invite for an address when the same one is sent several times at once", async () => {
    const own = await createClubWithTeam(t, 0);
    // A double click, or two board members at the same time: each request checks before it writes.
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() =>
        call(t.app, "POST", memberPaths.createInvite(own.clubId), {
          cookie: own.cookie,
          body: { role: "ticker", email: "carla@fc-seeblick.ch" },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await storedEmails(own.clubId)).toEqual(["carla@fc-seeblick.ch"]);
  });

  it("lets an expired invite's address be invited anew", async () => {
    const own = await createClubWithTeam(t, 0);
    const old = await createInvite(t, own.cookie, own.clubId, {
      role: "redaktion",
      email: "beat@fc-seeblick.ch",
    });
    await t.deps.db
      .update(clubInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clubInvites.tokenHash, hashToken(old.token)));
    await createInvite(t, own.cookie, own.clubId, { role: "redaktion", email: "beat@fc-seeblick.ch" });
  });

  it("says at once that an address already belongs to a member, storing nothing", async () => {
    const own = await createClubWithTeam(t, 0);
    const member = await joinClub(t, own.cookie, own.clubId, { role: "ticker" });
    const res = await call(t.app, "POST", memberPaths.createInvite(own.clubId), {
      cookie: own.cookie,
      body: { role: "admin", email: member.email.toUpperCase() },
    });
    const message = `${member.email} ist bereits Mitglied dieses Vereins. Die Rolle änderst du oben in der Liste der Mitglieder.`;
    expect(failure(res)).toEqual({ status: 409, message, fields: { email: message } });
    expect(await storedEmails(own.clubId)).toEqual([null]);
  });
});

describe("withdrawing an invite", () => {
  it("refuses one that was accepted meanwhile, and the new member stays", async () => {
    const own = await createClubWithTeam(t, 0);
    const invite = await createInvite(t, own.cookie, own.clubId, { role: "ticker" });
    const account = await signUp(t.app);
    await call(t.app, "POST", memberPaths.acceptInvite(invite.token), { cookie: account.cookie });
    const res = await call(t.app, "DELETE", memberPaths.revokeInvite(invite.id), { cookie: own.cookie });
    expect(failure(res)).toEqual({
      status: 409,
      message:
        "Diese Einladung wurde bereits angenommen. Die Person steht jetzt in der Liste der Mitglieder.",
      fields: undefined,
    });
    const [row] = await t.deps.db.select().from(clubInvites).where(eq(clubInvites.id, invite.id));
    expect(row?.acceptedBy).toBe(account.userId);
  });
});
