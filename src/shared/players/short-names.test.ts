import { describe, expect, it } from "vitest";
import { shortPlayerNames } from "./short-names.ts";

const player = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName });

describe("shortPlayerNames", () => {
  it("gives the last name alone where it is the only one", () => {
    const names = shortPlayerNames([player("a", "Lena", "Frei"), player("b", "Mia", "Huber")]);
    expect(names.get("a")).toBe("Frei");
    expect(names.get("b")).toBe("Huber");
  });

  it("puts the first name's initial before a last name two players share", () => {
    const names = shortPlayerNames([
      player("a", "Lena", "Frei"),
      player("b", "Mia", "frei"),
      player("c", "Noah", "Huber"),
    ]);
    expect(names.get("a")).toBe("L. Frei");
    expect(names.get("b")).toBe("M. frei");
    expect(names.get("c")).toBe("Huber");
  });

  it("gives the first name in full where the initials meet too", () => {
    const names = shortPlayerNames([
      player("a", "Lena", "Frei"),
      player("b", "Luca", "Frei"),
      player("c", "Mia", "Frei"),
    ]);
    expect(names.get("a")).toBe("Lena Frei");
    expect(names.get("b")).toBe("Luca Frei");
    expect(names.get("c")).toBe("M. Frei");
  });

  it("takes case alike but not letters that look different («Zürcher» and «Zurcher» stay apart)", () => {
    const names = shortPlayerNames([
      player("a", "Élodie", "Zürcher"),
      player("b", "Emil", "Zurcher"),
      player("c", "Lena", "VON ARX"),
      player("d", "Mia", "von Arx"),
    ]);
    expect(names.get("a")).toBe("Zürcher");
    expect(names.get("b")).toBe("Zurcher");
    expect(names.get("c")).toBe("L. VON ARX");
    expect(names.get("d")).toBe("M. von Arx");
  });
});
