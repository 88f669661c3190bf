// The unit project's setup: Testing Library's matchers (toBeInTheDocument …) for every file;
// for a file that runs in jsdom (`// @vitest-environment jsdom` at its top) the chunks the app
// loads on first use (toasts, confirm dialogs) are loaded before its tests, and the DOM, the
// storage and the toasts are emptied after each test.
import "@testing-library/jest-dom/vitest";
import { afterEach, beforeAll } from "vitest";

const hasDom = typeof document !== "undefined";

beforeAll(async () => {
  if (!hasDom) return;
  const { configure } = await import("@testing-library/react");
  // A state that comes after a lazy chunk or IndexedDB may take a while on a loaded machine
  // (a confirmed deletion's steps took up to 3 s each at load 13): the bound is for a state
  // that never comes.
  configure({ asyncUtilTimeout: 10_000 });
  await Promise.all([import("../ui/toaster.tsx"), import("../ui/dialogs-host.tsx")]);
});

afterEach(async () => {
  if (!hasDom) return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  localStorage.clear();
  // The toasts live in module state (sonner's, and ui/toast's for those asked for before sonner
  // loaded) and would show in the next test's Toaster. Through the app's module: sonner's own
  // dismiss cannot reach a toast that still waits for it.
  const { toast } = await import("../ui/toast.tsx");
  toast.dismiss();
});
