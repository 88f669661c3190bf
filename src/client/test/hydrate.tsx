import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { onTestFinished } from "vitest";

/**
 * Puts the server's HTML for a page in the document and lets React take it over with `ui` (the
 * same page over the browser's cache), as main.tsx does. Returns the page's container and the
 * mismatches React recovered from (each one threw the server's HTML away); the container
 * leaves the document when the test ends.
 */
export async function hydrateInDocument(
  html: string,
  ui: ReactElement,
): Promise<{ root: HTMLElement; mismatches: unknown[] }> {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  const mismatches: unknown[] = [];
  let reactRoot: Root | undefined;
  await act(async () => {
    reactRoot = hydrateRoot(root, ui, { onRecoverableError: (error) => mismatches.push(error) });
  });
  // Unmounted, not only taken out of the document: a page's timers (a search box's pause in
  // typing) are cleared by its effects' cleanup, and one left running fired after the test file's
  // document was gone ("window is not defined", an unhandled error that failed the run).
  onTestFinished(() => {
    act(() => reactRoot?.unmount());
    root.remove();
  });
  return { root, mismatches };
}
