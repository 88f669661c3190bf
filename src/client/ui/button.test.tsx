// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, it } from "vitest";
import { Button } from "./button.tsx";
import { Dialog, DialogContent, DialogTitle } from "./dialog.tsx";

// A busy button is disabled; the browser then hands its focus to the page's body (jsdom does not,
// so the test puts it there as the browser would). Done, the focus comes back to the button.

/** A button busy while `work` runs: through `loading`, or disabled by its caller. */
function Busy({
  work,
  via,
  label,
}: {
  work: () => Promise<void>;
  via: "loading" | "disabled";
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        loading={via === "loading" && busy}
        disabled={via === "disabled" && busy}
        onClick={() => {
          setBusy(true);
          void work().finally(() => setBusy(false));
        }}
      >
        {label}
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

/** Presses the button by keyboard; with `toBody`, its focus then goes to the page's body. */
async function pressAndWait(label: string, via: "loading" | "disabled", toBody: boolean) {
  const user = userEvent.setup({ delay: null });
  const job = deferred();
  render(<Busy work={() => job.promise} via={via} label={label} />);
  const button = screen.getByRole("button", { name: label });
  button.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(button).toBeDisabled());
  const elsewhere = screen.getByRole("button", { name: "Anderswo" });
  act(() => {
    elsewhere.focus();
    if (toBody) elsewhere.blur();
  });
  if (toBody) expect(document.activeElement).toBe(document.body);
  await act(async () => job.resolve());
  await waitFor(() => expect(button).toBeEnabled());
  return { button, elsewhere };
}

it("gives the focus back to the button it had when the work is done", async () => {
  const { button } = await pressAndWait("Speichern", "loading", true);
  await waitFor(() => expect(button).toHaveFocus());
});

it("leaves the focus where the person put it meanwhile", async () => {
  const { elsewhere } = await pressAndWait("Speichern", "loading", false);
  expect(elsewhere).toHaveFocus();
});

it("does so too for a button its caller disables while the work runs", async () => {
  const { button } = await pressAndWait("Verifizieren", "disabled", true);
  await waitFor(() => expect(button).toHaveFocus());
});

it("gives it back from a dialog, whose focus trap takes a focus that fell to the body to itself", async () => {
  const user = userEvent.setup({ delay: null });
  const job = deferred();
  render(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Ereignis löschen</DialogTitle>
        <Busy work={() => job.promise} via="loading" label="Löschen" />
      </DialogContent>
    </Dialog>,
  );
  const button = screen.getByRole("button", { name: "Löschen" });
  button.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(button).toBeDisabled());
  // What Chromium and Radix do: the disabled button's focus goes to the body, then to the dialog.
  const dialog = screen.getByRole("dialog", { name: "Ereignis löschen" });
  act(() => {
    button.blur();
    dialog.focus();
  });
  expect(dialog).toHaveFocus();
  await act(async () => job.resolve());
  await waitFor(() => expect(button).toHaveFocus());
});
