// @vitest-environment jsdom

import { screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../test/render.tsx";
import { copyText } from "./copy-text.ts";

const KEY = "tsk_0123456789abcdef";

/** A shown key with its copy button, as the API-key card has it. */
function ShownKey({ withField = true }: { withField?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      {withField ? <input ref={ref} readOnly value={KEY} aria-label="Neuer API-Schlüssel" /> : null}
      <button
        type="button"
        onClick={() => void copyText(KEY, { copied: "Schlüssel kopiert", thing: "Schlüssel" }, ref.current)}
      >
        Kopieren
      </button>
    </>
  );
}

/** The browser refuses the Clipboard API, as on an http address or without permission. */
function refuseClipboard() {
  vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
    new DOMException("verweigert", "NotAllowedError"),
  );
}

/** The old copy (execCommand), answering `copied`; jsdom has none of its own. */
function oldCopy(copied: boolean) {
  const execCommand = vi.fn((_command: string) => copied);
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true, writable: true });
  return execCommand;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, "execCommand");
});

describe("copyText", () => {
  it("puts the text on the clipboard and says so", async () => {
    const { user } = renderInApp(<ShownKey />);
    await user.click(screen.getByRole("button", { name: "Kopieren" }));
    expect(await screen.findByText("Schlüssel kopiert")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(KEY);
  });

  it("copies the shown text the old way when the browser refuses the clipboard", async () => {
    const { user } = renderInApp(<ShownKey />);
    refuseClipboard();
    const execCommand = oldCopy(true);
    await user.click(screen.getByRole("button", { name: "Kopieren" }));
    expect(await screen.findByText("Schlüssel kopiert")).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith("copy");
  });

  it("leaves the shown text selected and says to copy it by hand when both copies fail", async () => {
    const { user } = renderInApp(<ShownKey />);
    refuseClipboard();
    oldCopy(false);
    await user.click(screen.getByRole("button", { name: "Kopieren" }));
    expect(await screen.findByText("Kopieren war nicht möglich")).toBeInTheDocument();
    expect(screen.getByText("Der Schlüssel ist markiert: kopiere ihn von Hand.")).toBeInTheDocument();
    expect(screen.queryByText("Schlüssel kopiert")).not.toBeInTheDocument();
    const field = screen.getByRole("textbox", { name: "Neuer API-Schlüssel" });
    expect(field).toHaveFocus();
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([
      0,
      KEY.length,
    ]);
  });

  it("names the text in the toast when it is not on the page", async () => {
    const { user } = renderInApp(<ShownKey withField={false} />);
    refuseClipboard();
    await user.click(screen.getByRole("button", { name: "Kopieren" }));
    expect(
      await screen.findByText(`Markiere den Schlüssel und kopiere ihn von Hand: ${KEY}`),
    ).toBeInTheDocument();
  });
});
