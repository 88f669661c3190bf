import { describe, expect, it } from "vitest";
import { RANKING_TITLE, rankingPageTitle, titledTableOf } from "./ranking-title.ts";

const address = (query: string) => titledTableOf(new URLSearchParams(query));
const GROUP = "kanton=Z%C3%BCrich&liga=3.+Liga&gruppe=Gruppe+1&saison=2025";

describe("the ranking page's title", () => {
  it("names the table a table tab's address names completely, with its canton and season", () => {
    expect(rankingPageTitle(address(`tab=tabelle&${GROUP}`))).toBe(
      "Tabelle 3. Liga, Gruppe 1, Kanton Zürich, Saison 2025/26",
    );
  });

  it("names the fair-play ranking on its tab, not the table", () => {
    // A search result or a bookmark of the «Fairplay» tab read «Tabelle …» as the table's did.
    expect(rankingPageTitle(address(`tab=fairplay&${GROUP}`))).toBe(
      "Fairplay-Wertung 3. Liga, Gruppe 1, Kanton Zürich, Saison 2025/26",
    );
  });

  it("tells the same group of another canton or season apart", () => {
    const zurich = rankingPageTitle(address(`tab=tabelle&${GROUP}`));
    expect(rankingPageTitle(address(`tab=tabelle&${GROUP.replace("Z%C3%BCrich", "Bern")}`))).not.toBe(zurich);
    expect(rankingPageTitle(address(`tab=tabelle&${GROUP.replace("saison=2025", "saison=2024")}`))).not.toBe(
      zurich,
    );
  });

  it("is the page's own for the players' lists and an address without a whole table", () => {
    expect(address(`tab=torschuetzen&${GROUP}`)).toBeNull();
    expect(address(`tab=karten&${GROUP}`)).toBeNull();
    expect(address(GROUP)).toBeNull();
    expect(address("tab=tabelle&kanton=Z%C3%BCrich&liga=3.+Liga")).toBeNull();
    expect(rankingPageTitle(null)).toBe(RANKING_TITLE);
  });
});
