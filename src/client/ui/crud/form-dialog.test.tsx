// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { createPortal } from "react-dom";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { Button } from "../button.tsx";
import { Field, Input } from "../input.tsx";
import { FormDialog } from "./form-dialog.tsx";
import { DISCARD_QUESTION } from "./use-discard-guard.ts";

/** A management tab's «Hinzufügen» and its dialog; saving closes it as the real tabs do. */
function Tab() {
  const [open, setOpen] = useState(false);
  const form = useForm<{ name: string }>({ defaultValues: { name: "" } });
  return (
    <>
      <Button
        onClick={() => {
          form.reset({ name: "" });
          setOpen(true);
        }}
      >
        Hinzufügen
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Trainer hinzufügen"
        description="Name"
        onSubmit={form.handleSubmit(() => setOpen(false))}
        isSaving={false}
        isUploading={false}
        isDirty={form.formState.isDirty}
        submitLabel="Speichern"
      >
        <Field label="Name">
          <Input {...form.register("name")} />
        </Field>
      </FormDialog>
    </>
  );
}

async function openTyped(user: ReturnType<typeof renderInApp>["user"], text: string) {
  await user.click(screen.getByRole("button", { name: "Hinzufügen" }));
  const dialog = await screen.findByRole("dialog", { name: "Trainer hinzufügen" });
  const name = within(dialog).getByLabelText("Name");
  if (text) await user.type(name, text);
  return { dialog, name };
}

describe("a management form dialog closed with changes in it", () => {
  it("asks on Escape; «Weiter bearbeiten» keeps what was typed and the focus in the form", async () => {
    const { user } = renderInApp(<Tab />);
    const { name } = await openTyped(user, "Anna Meier");
    await user.keyboard("{Escape}");

    const question = await findQuestion(DISCARD_QUESTION.title);
    await user.click(within(question).getByRole("button", { name: DISCARD_QUESTION.cancelLabel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Trainer hinzufügen" })).toBeInTheDocument();
    expect(name).toHaveValue("Anna Meier");
    await waitFor(() => expect(name).toHaveFocus());
  });

  it("closes on «Verwerfen», and opens again empty", async () => {
    const { user } = renderInApp(<Tab />);
    const { dialog } = await openTyped(user, "Anna Meier");
    await user.click(within(dialog).getByRole("button", { name: "Schliessen" }));

    const question = await findQuestion(DISCARD_QUESTION.title);
    await user.click(within(question).getByRole("button", { name: DISCARD_QUESTION.confirmLabel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const { name } = await openTyped(user, "");
    expect(name).toHaveValue("");
  });

  it("asks on «Abbrechen» too, with the keyboard alone", async () => {
    const { user } = renderInApp(<Tab />);
    const { dialog } = await openTyped(user, "Anna");
    within(dialog).getByRole("button", { name: "Abbrechen" }).focus();
    await user.keyboard("{Enter}");
    const question = await findQuestion(DISCARD_QUESTION.title);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Trainer hinzufügen" })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toHaveFocus());
  });

  it("closes an untouched form at once, and a saved one without asking", async () => {
    const { user } = renderInApp(<Tab />);
    await openTyped(user, "");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    const { dialog } = await openTyped(user, "Anna Meier");
    await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("a press inside another open dialog", () => {
  it("is not a press outside the form: it neither closes it nor asks to discard", async () => {
    // A question opened over the form («Gleicher Abzug schon erfasst») lives in a portal of its
    // own. A tap on it before its layer had registered (a busy phone) counted as a press
    // outside the form, which then asked «Änderungen verwerfen?» over the question.
    const { user } = renderInApp(
      <>
        <Tab />
        {createPortal(
          <div role="alertdialog" aria-label="Frage" style={{ pointerEvents: "auto" }}>
            <button type="button">Nein</button>
          </div>,
          document.body,
        )}
      </>,
    );
    await openTyped(user, "Anna Meier");
    // The modal form hides the rest of the page from the accessibility tree, the other dialog too.
    await user.click(screen.getByText("Nein"));
    expect(screen.queryByRole("alertdialog", { name: DISCARD_QUESTION.title })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Trainer hinzufügen" })).toBeInTheDocument();
  });
});
