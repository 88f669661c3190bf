import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { apiKeyPaths } from "#shared/api-keys/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { clubs } from "../db/schema/index.ts";
import { call } from "../test/http.ts";
import { createActors, pngFile, uploadImage } from "../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// A club's website reads its own club with an API key on another origin: the image URLs there
// must name our host as the public reads do, and a script that sends back what it read saves it.

/** The test app's PUBLIC_URL (test-app.ts), the origin its calls come from. */
const PUBLIC_URL = "http://localhost:3000";
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("image URLs in management answers", () => {
  it("are absolute for an API key and a member, as in the public reads, and saved back as stored", async () => {
    const { owner } = await createActors(t);
    const logo = await uploadImage(t, owner.cookie, "logo");
    expect(logo.startsWith("/uploads/")).toBe(true);
    const saved = await call(t.app, "PUT", clubPaths.manageImage(owner.clubId, "logo"), {
      cookie: owner.cookie,
      body: { url: logo },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.club.clubLogoUrl).toBe(`${PUBLIC_URL}${logo}`);

    const created = await call(t.app, "POST", apiKeyPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { name: "Website", scopes: ["read"] },
    });
    expect(created.status).toBe(201);
    const byKey = await call(t.app, "GET", clubPaths.manage(owner.clubId), {
      headers: { authorization: `Bearer ${created.body.key}` },
    });
    expect(byKey.status).toBe(200);
    expect(byKey.body.club.clubLogoUrl).toBe(`${PUBLIC_URL}${logo}`);
    const publicRead = await call(t.app, "GET", clubPaths.detail(owner.clubId));
    expect(publicRead.body.club.clubLogoUrl).toBe(byKey.body.club.clubLogoUrl);

    // The absolute URL the answer named is the same file: saved again, it stays as stored.
    const team = await call(t.app, "POST", teamPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { name: "Senioren", canton: "Bern", league: "4. Liga", teamImageUrl: `${PUBLIC_URL}${logo}` },
    });
    expect(team.status).toBe(201);
    expect(team.body.team.teamImageUrl).toBe(`${PUBLIC_URL}${logo}`);
    const again = await call(t.app, "PUT", clubPaths.manageImage(owner.clubId, "logo"), {
      cookie: owner.cookie,
      body: { url: saved.body.club.clubLogoUrl },
    });
    expect(again.status).toBe(200);
    // A news post's images likewise: the edit sends back the absolute URL of its answer.
    const photo = await uploadImage(t, owner.cookie, "news");
    const post = await call(t.app, "POST", newsPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { title: "Saisonstart", content: "Es geht los.", isPublished: true, images: [{ url: photo }] },
    });
    expect(post.status).toBe(201);
    const shown = post.body.news.images[0]?.url;
    expect(shown).toBe(`${PUBLIC_URL}${photo}`);
    const edited = await call(t.app, "PATCH", newsPaths.update(post.body.news.id), {
      cookie: owner.cookie,
      body: { title: "Saisonstart", content: "Es geht los!", images: [{ url: shown, caption: "Anpfiff" }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.news.images).toMatchObject([{ url: shown, caption: "Anpfiff" }]);

    const [stored] = await t.deps.db
      .select({ url: clubs.clubLogoUrl })
      .from(clubs)
      .where(eq(clubs.id, owner.clubId));
    expect(stored?.url).toBe(logo);
  });

  it("are absolute in /api/me as well, the same URL a management answer names", async () => {
    const { owner } = await createActors(t);
    const logo = await uploadImage(t, owner.cookie, "logo");
    const saved = await call(t.app, "PUT", clubPaths.manageImage(owner.clubId, "logo"), {
      cookie: owner.cookie,
      body: { url: logo },
    });
    expect(saved.status).toBe(200);
    const form = new FormData();
    form.set("file", await pngFile());
    const avatar = await call(t.app, "POST", accountPaths.profileImage(), { cookie: owner.cookie, form });
    expect(avatar.status).toBe(200);
    const stored = avatar.body.profileImageUrl;
    expect(stored).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/`));

    const me = await call(t.app, "GET", accountPaths.me(), { cookie: owner.cookie });
    expect(me.status).toBe(200);
    expect(me.body.profile?.profileImageUrl).toBe(stored);
    expect(me.body.club?.clubLogoUrl).toBe(saved.body.club.clubLogoUrl);
    expect(me.body.clubs.map((club) => club.clubLogoUrl)).toEqual([`${PUBLIC_URL}${logo}`]);
    const edited = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie: owner.cookie,
      body: { city: "Bern" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.profile?.profileImageUrl).toBe(stored);
  });
});
