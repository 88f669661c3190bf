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
