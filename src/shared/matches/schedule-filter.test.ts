import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  EMPTY_SCHEDULE_FILTER,
  parseScheduleAddress,
  scheduleAddress,
  scheduleDaysText,
  scheduleListQuery,
} from "./schedule-filter.ts";

const CLUB = "11111111-1111-4111-8111-111111111111";
const TEAM = "22222222-2222-4222-8222-222222222222";
const OTHER = "33333333-3333-4333-8333-333333333333";

describe("the schedule's address", () => {
  it("keeps every filter and the tab, and reads them back", () => {
    const filter = {
      tab: "past",
      mine: true,
      clubId: CLUB,
      teamId: TEAM,
      canton: "Bern",
      league: "3. Liga",
      group: "Gruppe 2",
      from: "2025-08-01",
      to: "2025-08-31",
    } as const;
    const address = scheduleAddress(filter);
    expect(address).toBe(
      `/spielplan?tab=vergangene&meine=1&verein=${CLUB}&team=${TEAM}&kanton=Bern&liga=3.+Liga&gruppe=Gruppe+2&von=2025-08-01&bis=2025-08-31`,
    );
    expect(parseScheduleAddress(new URL(address, "https://x.ch").searchParams)).toEqual(filter);
    expect(activeFilterCount(filter)).toBe(8);
  });

  it("is /spielplan without filters and leaves out what it cannot use", () => {
    expect(scheduleAddress(EMPTY_SCHEDULE_FILTER)).toBe("/spielplan");
    const odd = new URLSearchParams(
      "tab=x&verein=nope&kanton=Atlantis&liga=3.%20Liga&gruppe=G&von=1.1.25&bis=2025-01-01",
    );
    expect(parseScheduleAddress(odd)).toEqual({
      ...EMPTY_SCHEDULE_FILTER,
      league: "3. Liga",
      to: "2025-01-01",
    });
    // 'bis' before 'von' is dropped rather than answered with an empty list.
    const reversed = new URLSearchParams("von=2025-02-01&bis=2025-01-01");
    expect(parseScheduleAddress(reversed)).toMatchObject({ from: "2025-02-01", to: null });
  });
});

describe("the schedule's list query", () => {
  it("asks for the favourites, narrowed to a chosen team among them", () => {
    const mine = { ...EMPTY_SCHEDULE_FILTER, mine: true };
    expect(scheduleListQuery(mine, [TEAM, OTHER]).teamIds).toEqual([TEAM, OTHER]);
    expect(scheduleListQuery({ ...mine, teamId: TEAM }, [TEAM, OTHER]).teamIds).toEqual([TEAM]);
    expect(scheduleListQuery({ ...mine, teamId: CLUB }, [TEAM]).teamIds).toEqual([]);
    expect(scheduleListQuery(mine, null).teamIds).toEqual([]);
    expect(scheduleListQuery({ ...EMPTY_SCHEDULE_FILTER, teamId: TEAM }, null).teamIds).toEqual([TEAM]);
    expect(scheduleListQuery(EMPTY_SCHEDULE_FILTER, [TEAM]).teamIds).toBeNull();
  });
});

describe("the days a filter names", () => {
  const days = (from: string | null, to: string | null) =>
    scheduleDaysText({ ...EMPTY_SCHEDULE_FILTER, from, to });

  it("names one day with its weekday, a range by its ends, an open end by the other", () => {
    expect(days("2026-12-12", "2026-12-12")).toBe("Am Samstag, 12. Dezember 2026");
    expect(days("2026-12-12", "2026-12-19")).toBe("Vom 12. Dezember 2026 bis 19. Dezember 2026");
    expect(days("2026-12-12", null)).toBe("Ab 12. Dezember 2026");
    expect(days(null, "2026-03-29")).toBe("Bis 29. März 2026");
  });

  it("names nothing without a day, or with a day the address cannot hold", () => {
    expect(days(null, null)).toBeNull();
    expect(days("2026-02-30", null)).toBeNull();
  });
});
