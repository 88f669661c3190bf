import { describe, expect, it } from "vitest";
import { containsPattern, foldSearchText, SEARCH_MAX_WORDS, searchWords } from "./fold-search-text.ts";

describe("foldSearchText", () => {
  it.each([
    ["SV Rebhügel", "sv rebhugel"],
    ["SV Rebhuegel", "sv rebhugel"],
    ["sv rebhugel", "sv rebhugel"],
    ["Ämmital", "ammital"],
    ["Aemmital", "ammital"],
    ["Höfe", "hofe"],
    ["Hoefe", "hofe"],
    ["ZÜRICH", "zurich"],
    ["Zuerich", "zurich"],
    ["Genève", "geneve"],
    ["Neuchâtel", "neuchatel"],
    ["Gonçalves", "goncalves"],
    ["Strasse", "strasse"],
    ["Straße", "strasse"],
  ])("folds %s to %s", (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  // Names of players and clubs in Switzerland from the Balkans, Poland, Turkey, Czechia,
  // Romania, Hungary and the North: a fan types them on a Swiss keyboard without the marks.
  it.each([
    ["Đakovo Zürich", "dakovo zurich"],
    ["ĐORĐEVIĆ", "dordevic"],
    ["Kovačević", "kovacevic"],
    ["Milić", "milic"],
    ["Šimić Žužul", "simic zuzul"],
    ["ŠIMIĆ ŽUŽUL", "simic zuzul"],
    ["Łukasz Błaszczykowski", "lukasz blaszczykowski"],
    ["Wąs Kręż Śliwiński Źrebiec Żak Kańczugi", "was krez sliwinski zrebiec zak kanczugi"],
    ["Çağlar Şahin", "caglar sahin"],
    ["İlkay Yıldız", "ilkay yildiz"],
    ["Dvořák Hašek Ďuriš Ťapák Ňuchalík Ěrben Ůval", "dvorak hasek duris tapak nuchalik erben uval"],
    ["Ľubomír Ĺaš Ŕeha", "lubomir las reha"],
    ["Țurcanu Ștefan Ăla", "turcanu stefan ala"],
    ["Ţurcanu Ştefan", "turcanu stefan"],
    ["Erdős Szűcs", "erdos szucs"],
    ["Søren Ærø Ðaði", "soren aro dadi"],
    ["Þór", "thor"],
  ])("folds the name %s to %s", (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it("reads the stroke letters as their base letter, as the umlauts", () => {
    expect(searchWords("dakovo")).toEqual(searchWords("Đakovo"));
    expect(foldSearchText("Đakovo Zürich")).toContain(foldSearchText("dakovo"));
  });

  it("gives every spelling of an umlaut the same result", () => {
    const spellings = ["Rebhügel", "Rebhuegel", "Rebhugel", "REBHÜGEL", "rebhüGEL"];
    expect(new Set(spellings.map(foldSearchText)).size).toBe(1);
  });

  it("keeps digits and punctuation", () => {
    expect(foldSearchText("100%_Club 1.")).toBe("100%_club 1.");
  });
});

describe("searchWords", () => {
  it("splits on any whitespace and folds each word", () => {
    expect(searchWords("  Rebhügel\tSV \n")).toEqual(["rebhugel", "sv"]);
  });

  it("drops repeated words and an empty query", () => {
    expect(searchWords("fc FC Fc")).toEqual(["fc"]);
    expect(searchWords("   ")).toEqual([]);
  });

  it("matches words in any order: both orders give the same set", () => {
    expect(new Set(searchWords("Seeblick FC"))).toEqual(new Set(searchWords("fc seeblick")));
  });

  it(`keeps at most ${SEARCH_MAX_WORDS} words`, () => {
    expect(searchWords("a b c d e f g h i j k")).toHaveLength(SEARCH_MAX_WORDS);
  });
});

describe("containsPattern", () => {
  it("takes LIKE's pattern characters literally", () => {
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
