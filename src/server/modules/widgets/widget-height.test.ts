// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { WIDGET_HEIGHT_MESSAGE } from "#shared/widgets/height-message.ts";
import { WIDGET_JS } from "./widget-assets.ts";
import { renderWidget } from "./widget-html.ts";

const WIDGET_PATH = "/widget/teams/team-1/matches";

/**
 * A widget page in a frame, with the served script run in it. jsdom lays nothing out: the
 * body's height is what the test sets, and `resize()` is the browser's ResizeObserver noticing.
 */
function framedWidget(initialHeight: number) {
  window.history.replaceState(null, "", WIDGET_PATH);
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    renderWidget({
      title: "FC Test",
      body: "<ul></ul>",
      moreUrl: "/",
      moreLabel: "Alle Spiele auf Tschutti",
      theme: "auto",
    }),
    "text/html",
  ).documentElement.innerHTML;
  let height = initialHeight;
  document.body.getBoundingClientRect = () => new DOMRect(0, 0, 374, height);
  const observers: Array<() => void> = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // The embedding page's window: outside a frame, parent is the widget's own window.
  const posted = vi.spyOn(window, "postMessage").mockImplementation(() => {});
  new Function(WIDGET_JS)();
  return {
    posted: () => posted.mock.calls,
    resize(next: number) {
      height = next;
      for (const callback of observers) callback();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a widget in a frame", () => {
  it("tells the embedding page its content's height at once and whenever it changes", () => {
    const widget = framedWidget(697.4);
    const told = (height: number) => [{ type: WIDGET_HEIGHT_MESSAGE, widget: WIDGET_PATH, height }, "*"];
    expect(widget.posted()).toEqual([told(698)]);

    widget.resize(494);
    expect(widget.posted()).toEqual([told(698), told(494)]);
    // Only a change is news.
    widget.resize(494);
    expect(widget.posted()).toHaveLength(2);
  });
});
