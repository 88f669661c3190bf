import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubListResponse } from "#shared/clubs/types.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { foldSearchText } from "#shared/search/fold-search-text.ts";
import { clubNews, clubs } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertNews, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Search folds umlauts and accents (ü = u = ue, é = e) and finds the words in any order, in
// the club list and in the news, through the generated search columns.
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const rebhuegel = await insertClub(db, { clubName: "SV Rebhügel" });
  const others = [
    await insertClub(db, { clubName: "FC Seeblick" }),
    await insertClub(db, { clubName: "FC Genève-Plainpalais" }),
    await insertClub(db, { clubName: "Zürcher SC Hoefe" }),
    await insertClub(db, { clubName: "Đakovo Zürich" }),
    await insertClub(db, { clubName: "KS Łódź Winterthur" }),
    await insertClub(db, { clubName: "FK Čačak Schlieren" }),
  ];
  // Only clubs with a team are listed.
  for (const club of [rebhuegel, ...others]) await insertTeam(db, { clubId: club.id });
  await insertNews(db, {
    clubId: rebhuegel.id,
    title: "Grümpelturnier am Rebhügel",
    content: "Anmeldung bis Ende Mai beim Präsidenten.",
  });
  await insertNews(db, {
    clubId: rebhuegel.id,
    title: "Neue Trikots",
    content: "Der Sponsor aus Zürich bezahlt die Dresses.",
  });
  await insertNews(db, {
    clubId: rebhuegel.id,
    title: "Doppelpack von Kovačević",
    content: "Milić und Đorđević bereiten vor, Çelik hält den Penalty.",
  });
});
afterAll(async () => {
  await t.close();
});

async function clubNames(search: string) {
  const res = await call<ClubListResponse>(t.app, "GET", `/api/clubs?search=${encodeURIComponent(search)}`);
  expect(res.status).toBe(200);
  return res.body.clubs.map((c) => c.clubName);
}

async function newsTitles(search: string) {
  const res = await call(t.app, "GET", newsPaths.list({ search }));
  expect(res.status).toBe(200);
  return res.body.news.map((n) => n.title);
}

describe("club search", () => {
  it.each(["rebhugel", "rebhuegel", "Rebhügel", "REBHÜGEL", "sv rebhuegel"])(
    "finds SV Rebhügel with %s",
    async (search) => {
      expect(await clubNames(search)).toEqual(["SV Rebhügel"]);
    },
  );

  it("finds the words in any order", async () => {
    expect(await clubNames("seeblick fc")).toEqual(["FC Seeblick"]);
    expect(await clubNames("Rebhugel SV")).toEqual(["SV Rebhügel"]);
  });

  it("needs every word", async () => {
    expect(await clubNames("seeblick rebhugel")).toEqual([]);
  });

  it("folds accents and the umlaut spelled out in the stored name", async () => {
    expect(await clubNames("geneve")).toEqual(["FC Genève-Plainpalais"]);
    expect(await clubNames("hofe zurcher")).toEqual(["Zürcher SC Hoefe"]);
    expect(await clubNames("Höfe Zuercher")).toEqual(["Zürcher SC Hoefe"]);
  });

  it("stores the same folding as the shared function", async () => {
    const rows = await t.deps.db.select({ name: clubs.clubName, folded: clubs.searchText }).from(clubs);
    for (const row of rows) expect(row.folded).toBe(foldSearchText(row.name));
  });

  it.each([
    ["dakovo", "Đakovo Zürich"],
    ["Đakovo", "Đakovo Zürich"],
    ["lodz", "KS Łódź Winterthur"],
    ["cacak", "FK Čačak Schlieren"],
  ])("reads the stroke and caron letters as their base letter: %s finds %s", async (search, name) => {
    expect(await clubNames(search)).toEqual([name]);
  });

  it("keeps the search column in step when a club is renamed", async () => {
    await t.deps.db.execute(sql`update clubs set club_name = 'FC Müli' where club_name = 'FC Seeblick'`);
    expect(await clubNames("mueli")).toEqual(["FC Müli"]);
    expect(await clubNames("seeblick")).toEqual([]);
  });
});

describe("news search", () => {
  it.each(["grumpelturnier", "gruempelturnier", "Grümpelturnier"])(
    "finds the tournament with %s",
    async (search) => {
      expect(await newsTitles(search)).toEqual(["Grümpelturnier am Rebhügel"]);
    },
  );

  it("finds words of title and text in any order", async () => {
    expect(await newsTitles("prasidenten rebhuegel")).toEqual(["Grümpelturnier am Rebhügel"]);
    expect(await newsTitles("zuerich sponsor")).toEqual(["Neue Trikots"]);
    expect(await newsTitles("sponsor grumpelturnier")).toEqual([]);
  });

  it("finds names with č, ć, đ and ç typed without the marks", async () => {
    for (const search of ["kovacevic", "milic", "dordevic", "celik penalty"]) {
      expect(await newsTitles(search)).toEqual(["Doppelpack von Kovačević"]);
    }
  });

  it("stores the same folding as the shared function", async () => {
    const rows = await t.deps.db
      .select({ title: clubNews.title, content: clubNews.content, folded: clubNews.searchText })
      .from(clubNews);
    for (const row of rows) expect(row.folded).toBe(foldSearchText(`${row.title} ${row.content}`));
  });
});
