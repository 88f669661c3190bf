// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { expect, it } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { UNDO_WINDOW_MS, UndoBar } from "./outbox-status.tsx";

// When the undo time ran out while «Rückgängig» had the keyboard's focus, the button was gone
// before the control was told, so the focus fell to the dialog and the next Tab began at its top.
// The control is told while the button still holds the focus, and moves it to the tap's button.

function Control({ at }: { at: number }) {
  const area = useRef<HTMLDivElement>(null);
  const tap = useRef<HTMLButtonElement>(null);
  const moveFocus = () => {
    if (area.current?.contains(document.activeElement)) tap.current?.focus();
  };
  return (
    <>
      <button ref={tap} type="button">
        Tor
      </button>
      <div ref={area}>
        <UndoBar
          last={{ handle: { seq: 1, idempotencyKey: "k1", matchId: "m1", label: "Tor FC Seeblick" }, at }}
          onUndo={() => {}}
          onExpire={moveFocus}
        />
      </div>
    </>
  );
}

it("hands the focus on from «Rückgängig» before the button goes when its time runs out", async () => {
  // A second and a bit left: the state is waited for, not a fixed time.
  renderInApp(<Control at={Date.now() - UNDO_WINDOW_MS + 1200} />);
  const undo = screen.getByRole("button", { name: /^Rückgängig/ });
  undo.focus();
  await waitFor(() => expect(screen.queryByRole("button", { name: /^Rückgängig/ })).toBeNull(), {
    timeout: 5000,
  });
  expect(screen.getByRole("button", { name: "Tor" })).toHaveFocus();
});
