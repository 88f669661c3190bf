// @vitest-environment jsdom

import { useMutation } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { findQuestion, renderInApp } from "../test/render.tsx";
import { Button } from "./button.tsx";
import { useConfirmedDelete } from "./crud/entity-tab.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog.tsx";
import { usePrompt } from "./dialogs-provider.tsx";

/** A card that opens a dialog from state (not from a DialogTrigger), as the management's cards do. */
function PlayerCard() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Lena Frei</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Lena Frei</DialogTitle>
            <DialogDescription>Stürmerin, #9</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens, closes with the close button or Escape, and gives focus back to its opener", async () => {
    const { user } = renderInApp(<PlayerCard />);
    const opener = screen.getByRole("button", { name: "Lena Frei" });

    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Lena Frei" });
    expect(dialog).toHaveAccessibleDescription("Stürmerin, #9");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole("button", { name: "Schliessen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Lena Frei" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

/** A list row deleted through the management's confirmed delete. */
function CoachRow({ onDelete }: { onDelete: (id: string) => void }) {
  const [isGone, setGone] = useState(false);
  const remove = useConfirmedDelete(
    useMutation({
      mutationFn: async (id: string) => {
        onDelete(id);
      },
    }),
  );
  if (isGone) return <p>Trainer wurde gelöscht</p>;
  return (
    <Button
      onClick={() =>
        remove.confirmAndDelete("coach-1", {
          title: "Trainer löschen",
          description: "Marco Keller wird endgültig gelöscht.",
          onSuccess: () => setGone(true),
          onError: () => undefined,
        })
      }
    >
      Marco Keller löschen
    </Button>
  );
}

describe("confirmation before a destructive action", () => {
  it("deletes nothing when the question is cancelled, and gives focus back", async () => {
    const deleted: string[] = [];
    const { user } = renderInApp(<CoachRow onDelete={(id) => deleted.push(id)} />);
    const opener = screen.getByRole("button", { name: "Marco Keller löschen" });

    await user.click(opener);
    const question = await findQuestion("Trainer löschen");
    expect(question).toHaveAccessibleDescription("Marco Keller wird endgültig gelöscht.");
    // The safe answer has the focus, so Enter does not delete by accident.
    expect(screen.getByRole("button", { name: "Abbrechen" })).toHaveFocus();

    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    expect(opener).toHaveFocus();

    await user.click(opener);
    await findQuestion();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
  });

  it("deletes once confirmed", async () => {
    const deleted: string[] = [];
    const { user } = renderInApp(<CoachRow onDelete={(id) => deleted.push(id)} />);
    await user.click(screen.getByRole("button", { name: "Marco Keller löschen" }));
    const question = await findQuestion("Trainer löschen");
    await user.click(within(question).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Trainer wurde gelöscht")).toBeInTheDocument();
    expect(deleted).toEqual(["coach-1"]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});

function AddedTime({ onAnswer }: { onAnswer: (value: string | null) => void }) {
  const prompt = usePrompt();
  return (
    <Button
      onClick={async () =>
        onAnswer(
          await prompt({ title: "Nachspielzeit", label: "Minuten", inputType: "number", min: 0, max: 30 }),
        )
      }
    >
      Nachspielzeit eintragen
    </Button>
  );
}

describe("prompt", () => {
  it("says in German what is wrong and answers only a valid value", async () => {
    const answers: (string | null)[] = [];
    const { user } = renderInApp(<AddedTime onAnswer={(value) => answers.push(value)} />);
    await user.click(screen.getByRole("button", { name: "Nachspielzeit eintragen" }));
    const dialog = await screen.findByRole("dialog", { name: "Nachspielzeit" });
    const minutes = within(dialog).getByRole("spinbutton", { name: /Minuten/ });

    await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Bitte fülle dieses Feld aus.");
    expect(minutes).toHaveAttribute("aria-invalid", "true");
    // The keyboard is taken to the field, where its label and error are read, not left on the button.
    await waitFor(() => expect(minutes).toHaveFocus());

    await user.type(minutes, "45");
    await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Die Zahl darf höchstens 30 sein.");
    expect(answers).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, "4{Enter}");
    await waitFor(() => expect(answers).toEqual(["4"]));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("answers null when cancelled", async () => {
    const answers: (string | null)[] = [];
    const { user } = renderInApp(<AddedTime onAnswer={(value) => answers.push(value)} />);
    await user.click(screen.getByRole("button", { name: "Nachspielzeit eintragen" }));
    await screen.findByRole("dialog", { name: "Nachspielzeit" });
    await user.click(screen.getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(answers).toEqual([null]));
  });
});
