import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findFormalAddress } from "./formal-address.ts";

const SRC = fileURLToPath(new URL("../..", import.meta.url));
// These two name the formal forms on purpose.
const EXEMPT = new Set(["shared/text/formal-address.ts", "shared/text/formal-address.test.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(path);
    return /\.(tsx?|html)$/.test(entry.name) ? [path] : [];
  });
}

describe("findFormalAddress", () => {
  it.each([
    ["Bitte wählen Sie einen Kanton", ["Sie"]],
    ["Möchten Sie diesen Spieler wirklich löschen?", ["Sie"]],
    ["Sie müssen eingeloggt sein", ["Sie müssen"]],
    ["Die Plattform für Ihr Team", ["Ihr"]],
    ["Ihre Mannschaften, die neueste zuerst.", ["Ihre"]],
    ["Wir danken Ihnen.", ["Ihnen"]],
  ])("finds the formal address in %s", (text, found) => {
    expect(findFormalAddress(text)).toEqual(found);
  });

  it.each([
    "Bitte wähle einen Kanton",
    "Finde deinen Verein",
    "Die Vereinsbeiz ist offen. Sie bietet Platz für 60 Gäste.",
    "Siegtor in der 90. Minute",
    "Ihringen und Sierre spielen",
  ])("accepts %s", (text) => {
    expect(findFormalAddress(text)).toEqual([]);
  });
});

describe("the product says du", () => {
  // Reads every source file: 1 s at load 35 on the 2-core machine; its own budget.
  it("no German text under src/ uses the formal address", { timeout: 30_000 }, () => {
    const offenders = sourceFiles(SRC)
      .map((path) => ({ file: relative(SRC, path), text: readFileSync(path, "utf8") }))
      .filter(({ file }) => !EXEMPT.has(file))
      .flatMap(({ file, text }) =>
        text.split("\n").flatMap((line, i) => {
          const hits = findFormalAddress(line);
          return hits.length > 0 ? [`${file}:${i + 1}: ${line.trim()}`] : [];
        }),
      );
    expect(offenders).toEqual([]);
  });
});

describe("the product quotes the Swiss way", () => {
  // Swiss German quotes with «…»; a „…“ from a German keyboard's habit stood in three texts.
  it("no text under src/ uses German quotation marks", { timeout: 30_000 }, () => {
    const offenders = sourceFiles(SRC)
      .map((path) => ({ file: relative(SRC, path), text: readFileSync(path, "utf8") }))
      .filter(({ file }) => !EXEMPT.has(file))
      .flatMap(({ file, text }) =>
        text
          .split("\n")
          .flatMap((line, i) => (/[„“]/u.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
