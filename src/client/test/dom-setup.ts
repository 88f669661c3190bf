// The unit project's setup: Testing Library's matchers (toBeInTheDocument …) for every file,
// and an unmounted DOM after each test of a file that runs in jsdom
// (`// @vitest-environment jsdom` at its top).
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  localStorage.clear();
});
