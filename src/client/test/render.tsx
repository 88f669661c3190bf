import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { expect } from "vitest";
import { mutationDefaults } from "../app/query-client.ts";
import { DialogsProvider } from "../ui/dialogs-provider.tsx";
import { Toaster } from "../ui/toast.tsx";

/**
 * Renders a piece of the client as the app mounts it: a query cache (no retries, so a failure
 * shows at once), the confirm/prompt dialogs and the toasts. `user` types and clicks as a
 * person does (pointer and keyboard events in order).
 */
export function renderInApp(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { ...mutationDefaults, retry: false } },
  });
  // No pause between keystrokes: a test waits for states, not for timers.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        {ui}
        <Toaster />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/**
 * The open question (a confirm dialog) named `name`, once it takes taps. Over another dialog,
 * Radix lets a new layer take pointer events only after it has registered it (a render after
 * mount), while the page stays `pointer-events: none`: a click in between is refused by
 * user-event, which happens on a busy machine.
 */
export async function findQuestion(name?: string | RegExp): Promise<HTMLElement> {
  const question = await screen.findByRole("alertdialog", name === undefined ? {} : { name });
  await waitFor(() => expect(question.closest("[style*='pointer-events: auto']")).not.toBeNull());
  return question;
}
