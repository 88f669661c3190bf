import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { memberPaths } from "#shared/members/paths.ts";
import { call, signUp } from "../test/http.ts";
import { createClubWithTeam, type TestClub } from "../test/match-fixtures.ts";
import { createAppOnDatabase, createTestApp, type TestContext } from "../test/test-app.ts";

// Without PUBLIC_URL the server names itself by the address a page was opened
// at only when that address is one of its own (localhost, an address of this machine); never by
// an arbitrary Host header. Publicly cached answers (sitemap, robots, widgets) never carry it.

let t: TestContext;
/** The same database, served without PUBLIC_URL. */
let bare: TestContext;
let club: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  bare = await createAppOnDatabase(t.databaseUrl, { PUBLIC_URL: undefined });
  club = await createClubWithTeam(t, 0);
});
afterAll(async () => {
  await bare.close();
  await t.close();
});

const OWN = "http://127.0.0.1:4321";
const FOREIGN = "http://tschutti.evil.example";

async function inviteUrlOpenedAt(origin: string): Promise<string> {
  const res = await call(bare.app, "POST", `${origin}${memberPaths.createInvite(club.clubId)}`, {
    cookie: club.cookie,
    body: { role: "redaktion" },
    headers: { origin },
  });
  expect(res.status).toBe(201);
  return (res.body as { url: string }).url;
}

describe("links without PUBLIC_URL", () => {
  it("an invite link names the server's own address it was opened at", async () => {
    expect(await inviteUrlOpenedAt(OWN)).toMatch(new RegExp(`^${OWN}/einladung/`));
  });

  it("never a foreign Host: then the local address", async () => {
    const url = await inviteUrlOpenedAt(FOREIGN);
    expect(url).not.toContain("evil");
    expect(url).toMatch(/^http:\/\/localhost:3000\/einladung\//);
  });

  it("a password reset mail links to the address the page was opened at", async () => {
    const account = await signUp(t.app);
    const outbox = path.join(bare.uploadsDir, "outbox");
    for (const origin of [OWN, FOREIGN]) {
      const res = await call(bare.app, "POST", `${origin}${accountPaths.requestPasswordReset()}`, {
        body: { email: account.email, redirectTo: "/passwort-zuruecksetzen" },
        headers: { origin },
      });
      expect(res.status).toBe(200);
    }
    const mails = readdirSync(outbox)
      .sort()
      .map((file) => readFileSync(path.join(outbox, file), "latin1").replaceAll("=\r\n", ""));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain(`${OWN}/passwort-zuruecksetzen?token=`);
    expect(mails[1]).toContain("http://localhost:3000/passwort-zuruecksetzen?token=");
    expect(mails.join("")).not.toContain("evil");
  });
});

describe("publicly cached answers without PUBLIC_URL", () => {
  it("the sitemap and robots.txt never carry a foreign Host, and the Host-made ones are not cached", async () => {
    for (const file of ["/sitemap.xml", "/robots.txt"]) {
      const foreign = await bare.app.request(`${FOREIGN}${file}`);
      expect(await foreign.text()).not.toContain("evil");
      const own = await bare.app.request(`${OWN}${file}`);
      expect(await own.text()).toContain(OWN);
      expect(own.headers.get("cache-control")).not.toMatch(/public/);
    }
  });

  it("widgets link relative to themselves", async () => {
    const res = await bare.app.request(`${FOREIGN}/widget/teams/${club.teamId}/matches`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    expect(await res.text()).not.toContain("evil");
  });
});
