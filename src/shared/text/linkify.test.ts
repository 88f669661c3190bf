import { describe, expect, it } from "vitest";
import { linkify } from "./linkify.ts";

const links = (text: string) => linkify(text).filter((p) => p.kind === "link");

describe("linkify", () => {
  it("makes web and e-mail addresses into links and keeps the rest as text", () => {
    expect(linkify("Anmeldung unter https://fc-seeblick.ch/turnier oder info@fc-seeblick.ch.")).toEqual([
      { kind: "text", text: "Anmeldung unter " },
      { kind: "link", text: "https://fc-seeblick.ch/turnier", href: "https://fc-seeblick.ch/turnier" },
      { kind: "text", text: " oder " },
      { kind: "link", text: "info@fc-seeblick.ch", href: "mailto:info@fc-seeblick.ch" },
      { kind: "text", text: "." },
    ]);
  });

  it("adds https to an address starting with www.", () => {
    expect(links("Siehe www.football.ch, danke")).toEqual([
      { kind: "link", text: "www.football.ch", href: "https://www.football.ch/" },
    ]);
  });

  it("leaves sentence punctuation outside the link but keeps a bracket the address opened", () => {
    expect(links("(mehr auf https://fc.ch/a)")[0]?.text).toBe("https://fc.ch/a");
    expect(links("https://de.wikipedia.org/wiki/Bern_(Stadt) lesen")[0]?.text).toBe(
      "https://de.wikipedia.org/wiki/Bern_(Stadt)",
    );
  });

  it("never links other schemes", () => {
    expect(links("javascript:alert(1) data:text/html,<b>x</b> ftp://fc.ch file:///etc/passwd")).toEqual([]);
  });

  it("gives the text back unchanged when joined", () => {
    const text = "Kontakt: praesident@sv-rebhuegel.ch – https://www.sv-rebhügel.ch/?a=1&b=2!";
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });

  it("returns one text part for a text without addresses", () => {
    expect(linkify("Grümpelturnier am Samstag")).toEqual([
      { kind: "text", text: "Grümpelturnier am Samstag" },
    ]);
  });
});
