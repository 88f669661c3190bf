import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstMessage } from "../schema-test-kit.ts";
import { hasInvisibleCharacters, visibleText } from "./visible-text.ts";

describe("visibleText", () => {
  const title = visibleText(z.string().trim().min(1, "leer").max(200), {
    required: "leer",
    subject: "Der Titel",
  });
  const content = visibleText(z.string().trim().min(1, "leer"), {
    required: "leer",
    subject: "Der Inhalt",
    multiline: true,
  });

  it("takes a text that shows nothing for an empty one, since trim() keeps a zero-width space", () => {
    for (const blank of ["\u200b", " \u200b \u200b ", "\u2060\u200d", "\u3164", "\u00ad"]) {
      expect(firstMessage(title, blank), JSON.stringify(blank)).toBe("leer");
      expect(firstMessage(content, blank), JSON.stringify(blank)).toBe("leer");
    }
  });

  it("refuses controls and direction controls in one line, with the field's name", () => {
    expect(firstMessage(title, "Sieg\u0007")).toBe(
      "Der Titel darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
    );
    expect(firstMessage(title, "\u001b[31mSieg")).toBe(
      "Der Titel darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
    );
    expect(firstMessage(title, "Sieg\nNiederlage")).toBe(
      "Der Titel darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
    );
    for (const turned of ["\u202eevil", "Sieg \u2066gegen\u2069 Basel", "\u200fSieg"]) {
      expect(firstMessage(title, turned), JSON.stringify(turned)).toBe(
        "Der Titel darf keine Steuerzeichen der Schreibrichtung enthalten.",
      );
    }
  });

  it("lets a text of several lines keep its line breaks and tabs, but no other control", () => {
    expect(firstMessage(content, "Erste Halbzeit:\n\t1:0\r\nZweite Halbzeit")).toBeNull();
    expect(firstMessage(content, "Tor!\u0007")).toBe(
      "Der Inhalt darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).",
    );
    expect(firstMessage(content, "\u202eTor")).toBe(
      "Der Inhalt darf keine Steuerzeichen der Schreibrichtung enthalten.",
    );
  });

  it("keeps emoji and accents, whose sequences hold joiners and variation selectors", () => {
    for (const text of ["Sieg! ⚽️", "Familientag 👨\u200d👩\u200d👧", "Zoë N'Diaye", "Café-Abend"]) {
      expect(firstMessage(title, text), text).toBeNull();
      expect(firstMessage(content, text), text).toBeNull();
    }
  });
});

describe("hasInvisibleCharacters", () => {
  it("finds bidirectional controls and invisible format characters", () => {
    // A right-to-left override that displays as "FC Seeblick".
    expect(hasInvisibleCharacters("FC \u202Ekcilbees")).toBe(true);
    expect(hasInvisibleCharacters("FC See\u200Bblick")).toBe(true); // zero-width space
    expect(hasInvisibleCharacters("FC See\u2066blick\u2069")).toBe(true); // isolates
    expect(hasInvisibleCharacters("FC See\u00ADblick")).toBe(true); // soft hyphen
    expect(hasInvisibleCharacters("FC \u3164Seeblick")).toBe(true); // Hangul filler
    expect(hasInvisibleCharacters("FC\u200FSeeblick")).toBe(true); // right-to-left mark
  });

  it("accepts ordinary names", () => {
    for (const name of [
      "FC Seeblick",
      "FC Zürich-Affoltern",
      "SC Young Fellows Juventus",
      "FC Ägeri 1. Mannschaft",
    ]) {
      expect(hasInvisibleCharacters(name)).toBe(false);
    }
  });
});
