import { describe, expect, it } from "vitest";
import { firstMessage } from "../schema-test-kit.ts";
import { newsPostSchema } from "./schema.ts";

describe("news post", () => {
  it("has the spec's messages and defaults to a draft without images", () => {
    expect(firstMessage(newsPostSchema, { title: " ", content: "x" })).toBe("Bitte gib einen Titel ein");
    expect(firstMessage(newsPostSchema, { title: "x", content: "" })).toBe("Bitte gib den Inhalt ein");
    expect(newsPostSchema.parse({ title: "T", content: "C" })).toEqual({
      title: "T",
      content: "C",
      isPublished: false,
      images: [],
    });
  });
});

describe("a news post's text", () => {
  const valid = { title: "Saisonstart", content: "Endlich geht es los." };

  it("counts as empty when it shows nothing (a zero-width space survives trim())", () => {
    expect(firstMessage(newsPostSchema, { ...valid, title: "\u200b" })).toBe("Bitte gib einen Titel ein");
    expect(firstMessage(newsPostSchema, { ...valid, title: " \u200b \u200b" })).toBe(
      "Bitte gib einen Titel ein",
    );
    expect(firstMessage(newsPostSchema, { ...valid, content: "\u200b\n\u200b" })).toBe(
      "Bitte gib den Inhalt ein",
    );
  });

  it("refuses controls and direction controls; the content keeps its line breaks", () => {
    expect(firstMessage(newsPostSchema, { ...valid, title: "Sieg\u0007" })).toMatch(
      /^Der Titel darf keine Steuerzeichen/,
    );
    expect(firstMessage(newsPostSchema, { ...valid, title: "\u202eevil" })).toMatch(
      /^Der Titel darf keine Steuerzeichen der Schreibrichtung/,
    );
    expect(firstMessage(newsPostSchema, { ...valid, content: "\u001b[2J" })).toMatch(
      /^Der Inhalt darf keine Steuerzeichen/,
    );
    expect(firstMessage(newsPostSchema, { ...valid, content: "Erste Zeile\n\nZweite ⚽️" })).toBeNull();
  });
});
