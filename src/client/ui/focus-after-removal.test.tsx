// @vitest-environment jsdom

import { useMutation } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { findQuestion, renderInApp } from "../test/render.tsx";
import { Button } from "./button.tsx";
import { useConfirmedDelete } from "./crud/entity-tab.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog.tsx";
import { useConfirm } from "./dialogs-provider.tsx";

// A row deleted from a list takes its «Löschen» button with it; the focus must not fall to the
// top of the page.

/** A club's coaches: a row leaves once the (asynchronous) deletion has succeeded. */
function Coaches({ names, failing = false }: { names: string[]; failing?: boolean }) {
  const [rows, setRows] = useState(names);
  const remove = useConfirmedDelete(
    useMutation({
      mutationFn: async (name: string) => {
        await Promise.resolve();
        if (failing) throw new Error(`${name} konnte nicht gelöscht werden`);
      },
    }),
  );
  return (
    <section>
      <h2>Meine Trainer</h2>
      {rows.length === 0 ? (
        <p>Keine Trainer für diese Mannschaft</p>
      ) : (
        <ul aria-label="Trainer">
          {rows.map((name) => (
            <li key={name}>
              <Button>{name} bearbeiten</Button>
              <Button
                onClick={() =>
                  remove.confirmAndDelete(name, {
                    title: "Trainer löschen",
                    description: `${name} wird endgültig gelöscht.`,
                    onSuccess: () => setRows((current) => current.filter((row) => row !== name)),
                    onError: () => undefined,
                  })
                }
              >
                {name} löschen
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

async function deleteWithKeyboard(user: ReturnType<typeof renderInApp>["user"], name: string) {
  screen.getByRole("button", { name: `${name} löschen` }).focus();
  await user.keyboard("{Enter}");
  const question = await findQuestion("Trainer löschen");
  within(question).getByRole("button", { name: "Löschen" }).focus();
  await user.keyboard("{Enter}");
}

describe("focus after a row is deleted", () => {
  it("moves to the same button of the next row, or of the previous one after the last", async () => {
    const { user } = renderInApp(<Coaches names={["Anna Meier", "Beat Frei", "Carla Huber"]} />);
    await deleteWithKeyboard(user, "Beat Frei");
    await waitFor(() => expect(screen.queryByText("Beat Frei löschen")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Carla Huber löschen" })).toHaveFocus());

    await deleteWithKeyboard(user, "Carla Huber");
    await waitFor(() => expect(screen.queryByText("Carla Huber löschen")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Anna Meier löschen" })).toHaveFocus());
  });

  it("moves to the heading when the list is empty", async () => {
    const { user } = renderInApp(<Coaches names={["Anna Meier"]} />);
    await deleteWithKeyboard(user, "Anna Meier");
    await screen.findByText("Keine Trainer für diese Mannschaft");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Meine Trainer" })).toHaveFocus());
  });

  it("stays on the button when the deletion failed", async () => {
    const { user } = renderInApp(<Coaches names={["Anna Meier", "Beat Frei"]} failing />);
    await deleteWithKeyboard(user, "Anna Meier");
    const button = screen.getByRole("button", { name: "Anna Meier löschen" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

/** A league's teams: «Zurückziehen» turns into «Rückzug aufheben» in the same row. */
function Teams() {
  const [withdrawn, setWithdrawn] = useState<string[]>([]);
  const confirm = useConfirm();
  return (
    <ul aria-label="Mannschaften">
      {["FC Aare", "FC Birs"].map((name) => (
        <li key={name}>
          <Button>{name} Abzug</Button>
          {withdrawn.includes(name) ? (
            <Button key="undo">{name} Rückzug aufheben</Button>
          ) : (
            <Button
              key="withdraw"
              onClick={async () => {
                if (!(await confirm({ title: "Zurückziehen?", confirmLabel: "Zurückziehen" }))) return;
                await Promise.resolve();
                setWithdrawn((current) => [...current, name]);
              }}
            >
              {name} zurückziehen
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A schedule row: «Verschieben» opens a dialog; saved, the row offers «Wieder ansetzen». */
function Schedule() {
  const [isOpen, setOpen] = useState(false);
  const [isPostponed, setPostponed] = useState(false);
  return (
    <ul aria-label="Spiele">
      <li>
        <Button>Bearbeiten</Button>
        {isPostponed ? (
          <Button key="restore">Wieder ansetzen</Button>
        ) : (
          <Button key="postpone" onClick={() => setOpen(true)}>
            Verschieben
          </Button>
        )}
        <Dialog open={isOpen} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Spiel verschieben</DialogTitle>
            <DialogDescription>Neues Datum</DialogDescription>
            <Button
              onClick={() => {
                setPostponed(true);
                setOpen(false);
              }}
            >
              Speichern
            </Button>
          </DialogContent>
        </Dialog>
      </li>
    </ul>
  );
}

describe("focus after a button gives way to another in its row", () => {
  it("moves to the button that took its place after a question", async () => {
    const { user } = renderInApp(<Teams />);
    screen.getByRole("button", { name: "FC Birs zurückziehen" }).focus();
    await user.keyboard("{Enter}");
    const question = await findQuestion("Zurückziehen?");
    within(question).getByRole("button", { name: "Zurückziehen" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "FC Birs Rückzug aufheben" })).toHaveFocus(),
    );
  });

  it("moves to the button that took its opener's place when a dialog closes", async () => {
    const { user } = renderInApp(<Schedule />);
    screen.getByRole("button", { name: "Verschieben" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Spiel verschieben" });
    within(dialog).getByRole("button", { name: "Speichern" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Wieder ansetzen" })).toHaveFocus());
  });
});

/** Clubs waiting for verification first: «Verifizieren» moves the row down the list. */
function Clubs() {
  const [verified, setVerified] = useState<string[]>([]);
  const confirm = useConfirm();
  const names = ["FC Aare", "FC Birs", "FC Chasseral"];
  const sorted = [
    ...names.filter((n) => !verified.includes(n)),
    ...names.filter((n) => verified.includes(n)),
  ];
  return (
    <ul aria-label="Vereine">
      {sorted.map((name) => (
        <li key={name}>
          <Button
            onClick={async () => {
              if (!(await confirm({ title: "Verifizieren?", confirmLabel: "Verifizieren" }))) return;
              await Promise.resolve();
              setVerified((current) => [...current, name]);
            }}
          >
            {name} verifizieren
          </Button>
        </li>
      ))}
    </ul>
  );
}

describe("focus after its row moves in a sorted list", () => {
  it("stays on the button that moved with its row", async () => {
    const { user } = renderInApp(<Clubs />);
    const button = screen.getByRole("button", { name: "FC Aare verifizieren" });
    button.focus();
    await user.keyboard("{Enter}");
    const question = await findQuestion("Verifizieren?");
    within(question).getByRole("button", { name: "Verifizieren" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getAllByRole("listitem")[2]).toHaveTextContent("FC Aare"));
    await waitFor(() => expect(button).toHaveFocus());
  });
});
