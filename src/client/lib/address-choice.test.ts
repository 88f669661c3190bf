import { describe, expect, it } from "vitest";
import { EMPTY_SCHEDULE_FILTER, scheduleAddress } from "#shared/matches/schedule-filter.ts";
import { type AddressChoice, choose, seenAddress } from "./address-choice.ts";

const addressOf = (filter: typeof EMPTY_SCHEDULE_FILTER) => scheduleAddress(filter).split("?")[1] ?? "";
const start: AddressChoice<typeof EMPTY_SCHEDULE_FILTER> = {
  choice: EMPTY_SCHEDULE_FILTER,
  origin: "",
  asked: [],
};

describe("a choice kept in the address (the schedule's filters)", () => {
  it("builds a second change on the first while the address still shows neither", () => {
    const first = choose(start, { from: "2026-11-22" }, addressOf);
    // The page renders again before the address moved: the choice stands.
    const seen = seenAddress(first.chosen, "", EMPTY_SCHEDULE_FILTER);
    const second = choose(seen, { to: "2026-12-02" }, addressOf);
    expect(second.address).toBe("von=2026-11-22&bis=2026-12-02");
    // The address shows the first change on the way to the second: still the choice.
    const between = seenAddress(second.chosen, first.address, {
      ...EMPTY_SCHEDULE_FILTER,
      from: "2026-11-22",
    });
    expect(between.choice).toEqual({ ...EMPTY_SCHEDULE_FILTER, from: "2026-11-22", to: "2026-12-02" });
    // Once it shows the last change, the address is the truth again.
    const settled = seenAddress(between, second.address, second.chosen.choice);
    expect(settled.asked).toEqual([]);
  });

  it("follows an address it did not ask for (back, forward, a link)", () => {
    const asked = choose(start, { from: "2026-11-22" }, addressOf).chosen;
    const linked = { ...EMPTY_SCHEDULE_FILTER, canton: "Jura" as const };
    expect(seenAddress(asked, "kanton=Jura", linked)).toEqual({
      choice: linked,
      origin: "kanton=Jura",
      asked: [],
    });
  });
});
