// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, it } from "vitest";
import { Button } from "./button.tsx";

// A busy button is disabled; the browser then hands its focus to the page's body (jsdom does not,
// so the test puts it there as the browser would). Done, the focus comes back to the button.

function Save({ work }: { work: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          void work().finally(() => setBusy(false));
        }}
      >
        Speichern
      </Button>
      <Button variant="outline">Anderswo</Button>
    </>
  );
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

it("gives the focus back to the button it had when the work is done", async () => {
  const user = userEvent.setup({ delay: null });
  const job = deferred();
  render(<Save work={() => job.promise} />);
  const save = screen.getByRole("button", { name: "Speichern" });
  save.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(save).toBeDisabled());
  // jsdom keeps the focus on a disabled button; the browser's focus fixup leaves it on the body.
  const elsewhere = screen.getByRole("button", { name: "Anderswo" });
  act(() => {
    elsewhere.focus();
    elsewhere.blur();
  });
  expect(document.activeElement).toBe(document.body);
  await act(async () => job.resolve());
  await waitFor(() => expect(save).toHaveFocus());
});

it("leaves the focus where the person put it meanwhile", async () => {
  const user = userEvent.setup({ delay: null });
  const job = deferred();
  render(<Save work={() => job.promise} />);
  const save = screen.getByRole("button", { name: "Speichern" });
  save.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(save).toBeDisabled());
  const elsewhere = screen.getByRole("button", { name: "Anderswo" });
  act(() => elsewhere.focus());
  await act(async () => job.resolve());
  await waitFor(() => expect(save).toBeEnabled());
  expect(elsewhere).toHaveFocus();
});

function Verify({ work }: { work: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void work().finally(() => setBusy(false));
      }}
    >
      Verifizieren
    </Button>
  );
}

it("does so too for a button its caller disables while the work runs", async () => {
  const user = userEvent.setup({ delay: null });
  const job = deferred();
  render(
    <>
      <Verify work={() => job.promise} />
      <Button variant="outline">Anderswo</Button>
    </>,
  );
  const verify = screen.getByRole("button", { name: "Verifizieren" });
  verify.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(verify).toBeDisabled());
  const elsewhere = screen.getByRole("button", { name: "Anderswo" });
  act(() => {
    elsewhere.focus();
    elsewhere.blur();
  });
  await act(async () => job.resolve());
  await waitFor(() => expect(verify).toHaveFocus());
});
