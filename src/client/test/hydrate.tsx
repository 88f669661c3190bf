import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
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
  onTestFinished(() => root.remove());
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, ui, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { root, mismatches };
}
