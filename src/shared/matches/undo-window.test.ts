import { expect, it } from "vitest";
import { isUndoable } from "./undo-window.ts";

const NOW = new Date("2026-09-05T15:00:00.000Z");

it("is undoable until the window's end, not at it, and never without a window", () => {
  expect(isUndoable({ undoUntil: "2026-09-05T15:00:01.000Z" }, NOW)).toBe(true);
  expect(isUndoable({ undoUntil: "2026-09-05T15:00:00.000Z" }, NOW)).toBe(false);
  expect(isUndoable({ undoUntil: "2026-09-05T14:59:00.000Z" }, NOW)).toBe(false);
  expect(isUndoable({ undoUntil: null }, NOW)).toBe(false);
});
