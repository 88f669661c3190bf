import { describe, expect, it } from "vitest";
import {
  clockMinute,
  clockSeconds,
  eventAheadOfClock,
  eventMinuteNow,
  formatClockLabel,
  formatClockLabelLong,
  formatClockSeconds,
  formatLegacyMinuteLabel,
  isClockRunning,
  isInStoppage,
  liveMinuteLabel,
  periodStartForMinute,
  publicMinuteFromStartedAt,
  spokenMinuteLabel,
  stoppageBadge,
} from "./clock.ts";
import { at, START, state } from "./clock-test-states.ts";

describe("first half", () => {
  const first = state("first_half");

  it("shows minute 1 from kickoff through the first 59 seconds", () => {
    expect(clockMinute(first, at(0))).toBe(1);
    expect(clockMinute(first, at(0, 30))).toBe(1);
    expect(clockMinute(first, at(0, 59))).toBe(1);
    expect(clockMinute(first, at(1))).toBe(2);
    expect(formatClockLabel(first, at(0, 30))).toBe("1'");
  });

  it("counts seconds from 00:00", () => {
    expect(clockSeconds(first, at(0))).toBe(0);
    expect(clockSeconds(first, at(22, 15))).toBe(22 * 60 + 15);
    expect(formatClockSeconds(clockSeconds(first, at(22, 15)))).toBe("22:15");
  });

  it("shows minute 45 in the last regulation minute", () => {
    expect(clockMinute(first, at(44, 59))).toBe(45);
    expect(formatClockLabel(first, at(44, 59))).toBe("45'");
    expect(formatClockLabel(first, at(22, 10))).toBe("23'");
  });

  it("holds at 45:00 without stoppage", () => {
    expect(clockMinute(first, at(50))).toBe(45);
    expect(clockSeconds(first, at(50))).toBe(45 * 60);
    expect(formatClockLabel(first, at(50))).toBe("45'");
    expect(isInStoppage(first, at(50))).toBe(false);
  });

  it("plays and holds first-half stoppage (45+2)", () => {
    const withStoppage = state("first_half", 2);
    expect(formatClockLabel(withStoppage, at(45))).toBe("45+1'");
    expect(formatClockLabel(withStoppage, at(46, 30))).toBe("45+2'");
    expect(formatClockLabel(withStoppage, at(55))).toBe("45+2'");
    expect(clockMinute(withStoppage, at(55))).toBe(47);
    expect(clockSeconds(withStoppage, at(55))).toBe(47 * 60);
    expect(formatClockSeconds(clockSeconds(withStoppage, at(55)))).toBe("47:00");
  });

  it("is in stoppage exactly when the label carries a plus", () => {
    const withStoppage = state("first_half", 2);
    expect(isInStoppage(withStoppage, at(44, 59))).toBe(false);
    expect(isInStoppage(withStoppage, at(45))).toBe(true);
    expect(isInStoppage(withStoppage, at(60))).toBe(true);
  });

  it("treats a missing, invalid or future start as kickoff", () => {
    expect(clockSeconds(state("first_half", 0, null), at(10))).toBe(0);
    expect(clockMinute(state("first_half", 0, "kaputt"), at(10))).toBe(1);
    expect(clockSeconds(first, at(-1))).toBe(0);
    expect(clockMinute(first, at(-1))).toBe(1);
  });

  it("accepts the start as an ISO string", () => {
    expect(clockMinute(state("first_half", 0, START.toISOString()), at(10))).toBe(11);
  });

  it("ignores negative or fractional stoppage", () => {
    expect(clockMinute(state("first_half", -3), at(60))).toBe(45);
    expect(clockMinute(state("first_half", 2.7), at(60))).toBe(47);
  });
});

describe("halftime", () => {
  const half = state("halftime", 2);

  it("shows 45 and HZ", () => {
    expect(clockMinute(half, at(10))).toBe(45);
    expect(clockSeconds(half, at(10))).toBe(45 * 60);
    expect(formatClockLabel(half, at(10))).toBe("HZ");
    expect(formatClockLabelLong(half, at(10))).toBe("Halbzeit");
    expect(isInStoppage(half, at(10))).toBe(false);
    expect(stoppageBadge(half)).toBeNull();
  });
});

describe("second half", () => {
  const second = state("second_half");

  it("starts at 46 and 45:00", () => {
    expect(clockMinute(second, at(0))).toBe(46);
    expect(clockSeconds(second, at(0))).toBe(45 * 60);
    expect(formatClockLabel(second, at(0))).toBe("46'");
    expect(formatClockSeconds(clockSeconds(second, at(0, 5)))).toBe("45:05");
  });

  it("reaches minute 90 in the last regulation minute", () => {
    expect(clockMinute(second, at(44, 30))).toBe(90);
    expect(formatClockLabel(second, at(44, 30))).toBe("90'");
  });

  it("holds at 90 without stoppage", () => {
    expect(clockMinute(second, at(70))).toBe(90);
    expect(clockSeconds(second, at(70))).toBe(90 * 60);
    expect(formatClockLabel(second, at(70))).toBe("90'");
  });

  it("plays stoppage with a plus suffix and holds at 90+3", () => {
    const withStoppage = state("second_half", 3);
    expect(formatClockLabel(withStoppage, at(45))).toBe("90+1'");
    expect(formatClockLabel(withStoppage, at(47, 59))).toBe("90+3'");
    expect(formatClockLabel(withStoppage, at(48))).toBe("90+3'");
    expect(formatClockLabel(withStoppage, at(80))).toBe("90+3'");
    expect(clockMinute(withStoppage, at(80))).toBe(93);
    expect(formatClockSeconds(clockSeconds(withStoppage, at(80)))).toBe("93:00");
    expect(isInStoppage(withStoppage, at(44, 59))).toBe(false);
    expect(isInStoppage(withStoppage, at(45))).toBe(true);
  });
});

describe("not started and finished", () => {
  it("shows nothing before kickoff", () => {
    const pending = state("not_started", 0, null);
    expect(clockMinute(pending, at(5))).toBe(0);
    expect(clockSeconds(pending, at(5))).toBe(0);
    expect(formatClockLabel(pending, at(5))).toBe("");
    expect(isClockRunning(pending)).toBe(false);
  });

  it("shows Ende and 90 when finished", () => {
    const done = state("finished", 3);
    expect(clockMinute(done, at(200))).toBe(90);
    expect(clockSeconds(done, at(200))).toBe(90 * 60);
    expect(formatClockLabel(done, at(200))).toBe("Ende");
    expect(formatClockLabelLong(done, at(200))).toBe("Ende");
    expect(isInStoppage(done, at(200))).toBe(false);
    expect(isClockRunning(done)).toBe(false);
  });
});

describe("formatClockSeconds", () => {
  it("pads and keeps counting past an hour", () => {
    expect(formatClockSeconds(0)).toBe("00:00");
    expect(formatClockSeconds(65)).toBe("01:05");
    expect(formatClockSeconds(93 * 60 + 7)).toBe("93:07");
    expect(formatClockSeconds(-4)).toBe("00:00");
  });
});

describe("stoppageBadge", () => {
  it("shows the announced stoppage of a running half", () => {
    expect(stoppageBadge(state("first_half", 2))).toBe("+2'");
    expect(stoppageBadge(state("second_half", 4))).toBe("+4'");
  });

  it("is null without stoppage or outside a half", () => {
    expect(stoppageBadge(state("first_half", 0))).toBeNull();
    expect(stoppageBadge(state("not_started", 2))).toBeNull();
    expect(stoppageBadge(state("finished", 2))).toBeNull();
  });
});

describe("eventMinuteNow", () => {
  it("defaults to the running minute", () => {
    expect(eventMinuteNow(state("not_started", 0, null), at(0))).toBe(0);
    expect(eventMinuteNow(state("first_half"), at(22, 10))).toBe(23);
    expect(eventMinuteNow(state("halftime"), at(3))).toBe(45);
    expect(eventMinuteNow(state("second_half"), at(0))).toBe(46);
    expect(eventMinuteNow(state("second_half", 3), at(47))).toBe(93);
    expect(eventMinuteNow(state("finished"), at(3))).toBe(90);
  });

  it("puts first-half stoppage events at 45 so they sort before the second half", () => {
    expect(eventMinuteNow(state("first_half", 3), at(46))).toBe(45);
  });

  it("never exceeds the form's maximum of 120", () => {
    expect(eventMinuteNow(state("second_half", 60), at(200))).toBe(120);
  });
});

describe("eventAheadOfClock", () => {
  const ev = (minute: number, addedMinute: number | null = null) => ({ minute, addedMinute });

  it("refuses a minute the running half has not reached, with one minute for a phone's clock", () => {
    // A card typed at 85 in the 12th minute stood below the final whistle once it came.
    expect(eventAheadOfClock(state("first_half"), ev(85), at(11, 30))).toMatch(
      /^Die Uhr zeigt die 12\. Minute/,
    );
    expect(eventAheadOfClock(state("first_half"), ev(14), at(11, 30))).not.toBeNull();
    expect(eventAheadOfClock(state("first_half"), ev(13), at(11, 30))).toBeNull();
    expect(eventAheadOfClock(state("first_half"), ev(5), at(11, 30))).toBeNull();
    expect(eventAheadOfClock(state("second_half"), ev(70), at(10))).toMatch(/56\. Minute/);
    expect(eventAheadOfClock(state("second_half"), ev(57), at(10))).toBeNull();
  });

  it("counts a stoppage minute on top of its half's end", () => {
    expect(eventAheadOfClock(state("first_half", 3), ev(45, 1), at(45, 10))).toBeNull();
    expect(eventAheadOfClock(state("first_half", 3), ev(45, 3), at(45, 10))).toMatch(/45\+1\. Minute/);
    expect(eventAheadOfClock(state("second_half", 4), ev(90, 2), at(46, 30))).toBeNull();
  });

  it("takes any stoppage once the clock holds: the referee may play longer than announced", () => {
    expect(eventAheadOfClock(state("first_half", 2), ev(45, 5), at(52))).toBeNull();
    expect(eventAheadOfClock(state("first_half"), ev(45, 4), at(49))).toBeNull();
    expect(eventAheadOfClock(state("second_half"), ev(90, 6), at(50))).toBeNull();
  });

  it("keeps the first half's events in the first half and at half time", () => {
    expect(eventAheadOfClock(state("first_half", 2), ev(46), at(52))).not.toBeNull();
    expect(eventAheadOfClock(state("halftime"), ev(46), at(5))).toMatch(/Halbzeit/);
    expect(eventAheadOfClock(state("halftime"), ev(45, 3), at(5))).toBeNull();
    expect(eventAheadOfClock(state("halftime"), ev(30), at(5))).toBeNull();
  });

  it("says nothing outside a running match", () => {
    expect(eventAheadOfClock(state("not_started", 0, null), ev(80), at(0))).toBeNull();
    expect(eventAheadOfClock(state("finished"), ev(120), at(3))).toBeNull();
  });
});

describe("periodStartForMinute («Uhr stellen»)", () => {
  it("shows the minute set also on a phone whose clock is a moment behind the server's", () => {
    // Set exactly on the minute's first second, a client a few milliseconds behind read 89'
    // for a clock set to 90'.
    const now = at(30);
    const start = periodStartForMinute("second_half", 90, now);
    if (!start) throw new Error("the second half takes 90");
    const set = state("second_half", 0, start);
    expect(clockMinute(set, now)).toBe(90);
    expect(clockMinute(set, new Date(now.getTime() - 400))).toBe(90);
    expect(clockMinute(state("first_half", 0, periodStartForMinute("first_half", 12, now)), now)).toBe(12);
  });

  it("takes the running half's minutes only", () => {
    expect(periodStartForMinute("first_half", 46, at(0))).toBeNull();
    expect(periodStartForMinute("second_half", 45, at(0))).toBeNull();
    expect(periodStartForMinute("halftime", 30, at(0))).toBeNull();
  });
});

describe("publicMinuteFromStartedAt (legacy fallback)", () => {
  it("counts the first half from started_at", () => {
    expect(publicMinuteFromStartedAt(START, at(0))).toBe(1);
    expect(publicMinuteFromStartedAt(START, at(0, 30))).toBe(1);
    expect(publicMinuteFromStartedAt(START.toISOString(), at(22, 10))).toBe(23);
    expect(publicMinuteFromStartedAt(START, at(44, 59))).toBe(45);
  });

  it("holds at 45 between 45 and 60 elapsed minutes", () => {
    expect(publicMinuteFromStartedAt(START, at(45))).toBe(45);
    expect(publicMinuteFromStartedAt(START, at(59, 59))).toBe(45);
  });

  it("subtracts the 15-minute break from 60 elapsed minutes on", () => {
    expect(publicMinuteFromStartedAt(START, at(60))).toBe(46);
    expect(publicMinuteFromStartedAt(START, at(82, 30))).toBe(68);
    expect(publicMinuteFromStartedAt(START, at(104, 59))).toBe(90);
  });

  it("caps at 90 + 5", () => {
    expect(publicMinuteFromStartedAt(START, at(107))).toBe(93);
    expect(publicMinuteFromStartedAt(START, at(300))).toBe(95);
  });

  it("is null without a valid start and 1 for a start in the future", () => {
    expect(publicMinuteFromStartedAt(null, at(10))).toBeNull();
    expect(publicMinuteFromStartedAt("nie", at(10))).toBeNull();
    expect(publicMinuteFromStartedAt(START, at(-5))).toBe(1);
  });

  it("labels with a plus suffix above 90", () => {
    expect(formatLegacyMinuteLabel(START, at(82, 30))).toBe("68'");
    expect(formatLegacyMinuteLabel(START, at(104, 59))).toBe("90'");
    expect(formatLegacyMinuteLabel(START, at(107))).toBe("90+3'");
    expect(formatLegacyMinuteLabel(null, at(107))).toBe("");
  });
});

describe("liveMinuteLabel", () => {
  it("reads the server's clock, or started_at for a live match without period data", () => {
    expect(liveMinuteLabel({ ...state("second_half", 3), startedAt: null }, at(46, 30))).toBe("90+2'");
    expect(liveMinuteLabel({ ...state("halftime"), startedAt: START }, at(5))).toBe("HZ");
    expect(liveMinuteLabel({ ...state("not_started", 0, null), startedAt: START }, at(82, 30))).toBe("68'");
    expect(liveMinuteLabel({ ...state("not_started", 0, null), startedAt: null }, at(10))).toBe("");
  });
});

describe("the minute said to a screen reader", () => {
  it("says the minute in words and leaves the pauses as they are", () => {
    expect(spokenMinuteLabel("73'")).toBe("73. Minute");
    expect(spokenMinuteLabel("45+2'")).toBe("45. Minute plus 2");
    expect(spokenMinuteLabel("HZ")).toBe("HZ");
    expect(spokenMinuteLabel("")).toBe("");
  });
});
