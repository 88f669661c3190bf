import { describe, expect, it } from "vitest";
import { sortPlayersByName } from "./player-order.ts";

describe("sortPlayersByName", () => {
  const names = (list: { lastName: string; firstName: string }[]) =>
    sortPlayersByName(list).map((p) => `${p.firstName} ${p.lastName}`);

  it("sorts in German order: «Çelik» before «Zürcher», umlauts with their letter", () => {
    const list = ["Zürcher", "Çelik", "Özil", "Ammann", "Oberholzer", "Zimmermann"].map((lastName) => ({
      lastName,
      firstName: "Kim",
    }));
    expect(names(list)).toEqual([
      "Kim Ammann",
      "Kim Çelik",
      "Kim Oberholzer",
      "Kim Özil",
      "Kim Zimmermann",
      "Kim Zürcher",
    ]);
  });

  it("orders by first name within a last name", () => {
    expect(
      names([
        { lastName: "Meier", firstName: "Luca" },
        { lastName: "Meier", firstName: "Ädu" },
        { lastName: "Meier", firstName: "Bea" },
      ]),
    ).toEqual(["Ädu Meier", "Bea Meier", "Luca Meier"]);
  });
});
