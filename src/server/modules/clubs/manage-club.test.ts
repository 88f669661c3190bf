import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { NEWS_IMAGE_MESSAGES } from "#shared/uploads/news-images.ts";
import { uploadPaths } from "#shared/uploads/paths.ts";
import { clubs } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import {
  type Actors,
  answeredUrl,
  createActors,
  expectError,
  expectRefused,
  fileExists,
  uploadImage,
} from "../../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
});
afterAll(async () => {
  await t.close();
});

const validInfo = {
  clubName: "FC Testingen",
  foundingYear: "1921",
  stadiumName: "Sportplatz Au",
  activeMembers: 250,
  teamsCount: "7",
  contactEmail: "Info@FC-Testingen.ch",
  contactPhone: "+41 44 123 45 67",
  contactAddress: "Auweg 1, 8000 Zürich",
  description: "Der Verein am See.",
};

async function clubRow(clubId: string) {
  const [row] = await t.deps.db.select().from(clubs).where(eq(clubs.id, clubId));
  return row;
}

describe("club info", () => {
  it("is read by its admin", async () => {
    const res = await call(t.app, "GET", clubPaths.manage(a.owner.clubId), {
      cookie: a.owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.club.id).toBe(a.owner.clubId);
  });

  it("tells its admin whether the league office has verified the club, in the read and in a save's answer", async () => {
    // The «verifiziert» badge and the protected name were the office's word only: the club's own
    // tab said nothing of either.
    const read = () => call(t.app, "GET", clubPaths.manage(a.owner.clubId), { cookie: a.owner.cookie });
    expect((await read()).body.club.verified).toBe(false);
    await t.deps.db.update(clubs).set({ verifiedAt: new Date() }).where(eq(clubs.id, a.owner.clubId));
    try {
      expect((await read()).body.club.verified).toBe(true);
      const saved = await call(t.app, "PATCH", clubPaths.manage(a.owner.clubId), {
        cookie: a.owner.cookie,
        body: { description: "Der Verein am See." },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.club.verified).toBe(true);
    } finally {
      await t.deps.db.update(clubs).set({ verifiedAt: null }).where(eq(clubs.id, a.owner.clubId));
    }
  });

  it("saves the info, parsing numbers as integers and empty fields as null", async () => {
    const res = await call(t.app, "PATCH", clubPaths.manage(a.owner.clubId), {
      cookie: a.owner.cookie,
      body: validInfo,
    });
    expect(res.status).toBe(200);
    expect(res.body.club).toMatchObject({
      clubName: "FC Testingen",
      foundingYear: 1921,
      activeMembers: 250,
      teamsCount: 7,
      contactEmail: "info@fc-testingen.ch",
      stadiumName: "Sportplatz Au",
    });
    const cleared = await call(t.app, "PATCH", clubPaths.manage(a.owner.clubId), {
      cookie: a.owner.cookie,
      body: {
        clubName: "FC Testingen",
        foundingYear: "",
        stadiumName: "  ",
        activeMembers: null,
        teamsCount: "",
        contactEmail: "",
        contactPhone: "",
        contactAddress: "",
        description: "",
      },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.club).toMatchObject({
      foundingYear: null,
      stadiumName: null,
      activeMembers: null,
      teamsCount: null,
      contactEmail: null,
      contactPhone: null,
      contactAddress: null,
      description: null,
    });
  });

  it.each([
    [{ clubName: "" }, "Bitte gib den Vereinsnamen ein."],
    [{ foundingYear: "19x1" }, "Das Gründungsjahr muss eine ganze Zahl sein."],
    [{ foundingYear: 1799 }, "Das Gründungsjahr muss mindestens 1800 sein."],
    [{ foundingYear: 2999 }, "Das Gründungsjahr kann nicht in der Zukunft liegen."],
    [{ activeMembers: -1 }, "Die Anzahl aktiver Mitglieder muss eine ganze Zahl ab 0 sein."],
    [{ activeMembers: 12.5 }, "Die Anzahl aktiver Mitglieder muss eine ganze Zahl ab 0 sein."],
    [{ teamsCount: "viele" }, "Die Anzahl Mannschaften muss eine ganze Zahl ab 0 sein."],
    [{ contactEmail: "keine-mail" }, "Bitte gib eine gültige E-Mail-Adresse ein."],
  ])("refuses %j with its German message", async (patch, message) => {
    const before = await clubRow(a.owner.clubId);
    const res = await call(t.app, "PATCH", clubPaths.manage(a.owner.clubId), {
      cookie: a.owner.cookie,
      body: { ...validInfo, ...patch },
    });
    expectError(res, 400, message);
    expect(await clubRow(a.owner.clubId)).toEqual(before);
  });

  it("refuses other clubs, fans and visitors and changes nothing", async () => {
    const before = await clubRow(a.owner.clubId);
    const path = clubPaths.manage(a.owner.clubId);
    await expectRefused(t, a, "GET", path);
    await expectRefused(t, a, "PATCH", path, { ...validInfo, clubName: "Gekapert" });
    const url = await uploadImage(t, a.other.cookie, "logo");
    await expectRefused(t, a, "PUT", clubPaths.manageImage(a.owner.clubId, "logo"), { url });
    await expectRefused(t, a, "PUT", clubPaths.manageImage(a.owner.clubId, "stadium-image"), { url });
    expect(await clubRow(a.owner.clubId)).toEqual(before);
  });

  it("answers 404 for a non-UUID club id", async () => {
    const res = await call(t.app, "GET", clubPaths.manage("123"), { cookie: a.owner.cookie });
    expectError(res, 404, "Verein nicht gefunden");
  });
});

describe("logo and stadium image", () => {
  it("are saved on their own, and the replaced file is removed from storage", async () => {
    const before = await clubRow(a.owner.clubId);
    const first = await uploadImage(t, a.owner.cookie, "logo");
    const res = await call(t.app, "PUT", clubPaths.manageImage(a.owner.clubId, "logo"), {
      cookie: a.owner.cookie,
      body: { url: first },
    });
    expect(res.status).toBe(200);
    expect(res.body.club.clubLogoUrl).toBe(answeredUrl(first));
    // The info fields are untouched by an image update.
    expect(res.body.club.clubName).toBe(before?.clubName);
    expect(res.body.club.stadiumImageUrl).toBeNull();

    const second = await uploadImage(t, a.owner.cookie, "logo");
    await call(t.app, "PUT", clubPaths.manageImage(a.owner.clubId, "logo"), {
      cookie: a.owner.cookie,
      body: { url: second },
    });
    expect(fileExists(t, first)).toBe(false);
    expect(fileExists(t, second)).toBe(true);

    const stadium = await uploadImage(t, a.owner.cookie, "stadium", { width: 160, height: 90 });
    const withStadium = await call(t.app, "PUT", clubPaths.manageImage(a.owner.clubId, "stadium-image"), {
      cookie: a.owner.cookie,
      body: { url: stadium },
    });
    expect(withStadium.body.club).toMatchObject({
      clubLogoUrl: answeredUrl(second),
      stadiumImageUrl: answeredUrl(stadium),
    });

    const removed = await call(t.app, "PUT", clubPaths.manageImage(a.owner.clubId, "logo"), {
      cookie: a.owner.cookie,
      body: { url: null },
    });
    expect(removed.body.club.clubLogoUrl).toBeNull();
    expect(fileExists(t, second)).toBe(false);
    expect(fileExists(t, stadium)).toBe(true);
  });

  it("accepts only URLs from our own storage", async () => {
    const res = await call(t.app, "PUT", clubPaths.manageImage(a.owner.clubId, "logo"), {
      cookie: a.owner.cookie,
      body: { url: "https://evil.example/logo.png" },
    });
    expectError(res, 400, "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.");
  });

  it("never deletes a file another club still shows", async () => {
    const foreign = await uploadImage(t, a.other.cookie, "logo");
    await call(t.app, "PUT", clubPaths.manageImage(a.other.clubId, "logo"), {
      cookie: a.other.cookie,
      body: { url: foreign },
    });
    // The owner copies the other club's public logo URL, then removes it again.
    await call(t.app, "PUT", clubPaths.manageImage(a.owner.clubId, "stadium-image"), {
      cookie: a.owner.cookie,
      body: { url: foreign },
    });
    await call(t.app, "PUT", clubPaths.manageImage(a.owner.clubId, "stadium-image"), {
      cookie: a.owner.cookie,
      body: { url: null },
    });
    expect(fileExists(t, foreign)).toBe(true);
  });
});

describe("uploads for management", () => {
  it("are refused to fans and visitors", async () => {
    await expect(uploadImage(t, a.fan.cookie, "team")).rejects.toThrow(/403/);
    await expect(uploadImage(t, "", "team")).rejects.toThrow(/401/);
  });

  it("store news PNGs as JPEG composited over a background, and refuse non-images", async () => {
    const url = await uploadImage(t, a.owner.cookie, "news", { alpha: true });
    expect(url).toMatch(/\.jpg$/);
    const form = new FormData();
    form.set("file", new File([new TextEncoder().encode("kein bild")], "a.png", { type: "image/png" }));
    const res = await call(t.app, "POST", uploadPaths.upload("news"), { cookie: a.owner.cookie, form });
    expectError(res, 415, "Bitte wähle eine Bilddatei aus");
    const strict = await call(t.app, "POST", uploadPaths.upload("player"), { cookie: a.owner.cookie, form });
    expectError(strict, 415, "Nur JPG, PNG und WebP-Dateien sind erlaubt.");
  });

  it("name the formats they take when a news image is in another one (a BMP)", async () => {
    // A 1×1 BMP: an image, but not one the server converts; «Bitte wähle eine Bilddatei aus»
    // told a user who had chosen one nothing.
    const bmp = Buffer.alloc(58);
    bmp.write("BM", 0, "latin1");
    bmp.writeUInt32LE(58, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(1, 18);
    bmp.writeInt32LE(1, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    bmp.writeUInt32LE(4, 34);
    const form = new FormData();
    form.set("file", new File([bmp], "foto.bmp", { type: "image/bmp" }));
    const res = await call(t.app, "POST", uploadPaths.upload("news"), { cookie: a.owner.cookie, form });
    expectError(res, 415, NEWS_IMAGE_MESSAGES.unsupportedFormat);
    expect(NEWS_IMAGE_MESSAGES.unsupportedFormat).toBe(
      "Dieses Bildformat wird nicht unterstützt. Erlaubt sind JPG, PNG, WebP, GIF, AVIF und TIFF.",
    );
  });
});

describe("openapi", () => {
  it("documents the management routes", async () => {
    const res = await call<{ paths: Record<string, unknown> }>(t.app, "GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    for (const path of [
      "/api/manage/clubs/{clubId}",
      "/api/manage/clubs/{clubId}/teams",
      "/api/manage/clubs/{clubId}/opponent-teams",
      "/api/manage/teams/{teamId}",
      "/api/manage/clubs/{clubId}/players",
      "/api/manage/players/{id}",
      "/api/manage/teams/{teamId}/coaches",
      "/api/manage/coaches/{id}",
      "/api/manage/clubs/{clubId}/board-members",
      "/api/manage/board-members/{id}/image",
      "/api/manage/clubs/{clubId}/news",
      "/api/manage/news/{id}/toggle-publish",
    ]) {
      expect(res.body.paths, path).toHaveProperty([path]);
    }
  });
});
