import { afterEach, describe, expect, it, vi } from "vitest";
import {
  noteDateHeader,
  noteServerTime,
  resetServerClock,
  serverNow,
  serverOffsetMs,
} from "./server-clock.ts";

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe("server clock", () => {
  it("follows the server when the phone's clock runs 4 minutes fast", () => {
    vi.useFakeTimers();
    const server = Date.UTC(2025, 4, 5, 14, 30, 0);
    const phone = server + 4 * 60_000;
    vi.setSystemTime(phone + 100);
    noteServerTime(server + 50, phone, phone + 100);
    expect(Math.abs(serverNow().getTime() - (server + 100))).toBeLessThan(5);
  });

  it("prefers a millisecond reading over the Date header's whole seconds", () => {
    noteDateHeader(new Date(10_000).toUTCString(), 0, 20);
    expect(serverOffsetMs()).toBe(10_000 + 500 - 10);
    noteServerTime(10_300, 100, 120);
    expect(serverOffsetMs()).toBe(10_300 - 110);
    // A rougher reading does not replace a finer one.
    noteDateHeader(new Date(20_000).toUTCString(), 200, 260);
    expect(serverOffsetMs()).toBe(10_300 - 110);
  });

  it("ignores unreadable dates", () => {
    noteDateHeader("kein Datum", 0, 10);
    expect(serverOffsetMs()).toBe(0);
  });
});
