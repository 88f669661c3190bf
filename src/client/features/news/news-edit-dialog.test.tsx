// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ManageNewsPost } from "#shared/news/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import { NewsEditDialog } from "./news-edit-dialog.tsx";

const CLUB_ID = "club-1";

function postWithImages(count: number): ManageNewsPost {
  return {
    id: "news-1",
    clubId: CLUB_ID,
    title: "Saisonstart",
    content: "Es geht los.",
    isPublished: false,
    publishedAt: null,
    createdAt: "2025-05-05T12:30:00.000Z",
    updatedAt: "2025-05-05T12:30:00.000Z",
    images: Array.from({ length: count }, (_, i) => ({
      id: `image-${i + 1}`,
      url: `/uploads/news/bild-${i + 1}.webp`,
      caption: `Bild von ${["Anna", "Beat", "Cla"][i]}`,
      sortOrder: i,
    })),
  };
}

/** The news tab's «Neuer Beitrag» or «Bearbeiten» and its dialog. */
function NewsTab({ post }: { post: ManageNewsPost | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Beitrag öffnen</Button>
      <NewsEditDialog clubId={CLUB_ID} post={post} open={open} onOpenChange={setOpen} />
    </>
  );
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  // Radix's switch («Sofort veröffentlichen») measures itself; jsdom has no layout to observe.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

async function openDialog(post: ManageNewsPost | null) {
  const app = renderInApp(<NewsTab post={post} />);
  await app.user.click(screen.getByRole("button", { name: "Beitrag öffnen" }));
  const dialog = await screen.findByRole("dialog");
  return { ...app, dialog };
}

/** The images in the order the dialog shows them, by their alternative text. */
function shownOrder(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole("img")
    .map((image) => image.getAttribute("alt") ?? "");
}

// Several files chosen at once, one of them no picture: the toast said «Bitte wähle eine
// Bilddatei aus» without naming which, and the others were added.
describe("several files chosen at once", () => {
  it("names the file that is no picture", async () => {
    vi.spyOn(toast, "error");
    server.on("POST /api/uploads", json({ url: "/uploads/news/tor.webp", width: 800, height: 600 }));
    const { dialog } = await openDialog(null);
    const files = [
      new File(["bild"], "tor.jpg", { type: "image/jpeg" }),
      new File(["text"], "Matchbericht.pdf", { type: "application/pdf" }),
    ];
    fireEvent.change(within(dialog).getByTestId("news-image-input"), { target: { files } });
    expect(await within(dialog).findByRole("img", { name: "Bild 1" })).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Fehler beim Hochladen des Bildes",
        "«Matchbericht.pdf»: Bitte wähle eine Bilddatei aus",
      ),
    );
  });
});

describe("the news dialog's images by keyboard", () => {
  it("keeps the focus on «Bilder hinzufügen» while a picture uploads", async () => {
    let answer: (value: ReturnType<typeof json>) => void = () => {};
    server.on(
      "POST /api/uploads",
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user, dialog } = await openDialog(null);
    const add = within(dialog).getByRole("button", { name: "Bilder hinzufügen" });
    await user.click(add);
    expect(add).toHaveFocus();
    const file = new File(["bild"], "tor.jpg", { type: "image/jpeg" });
    fireEvent.change(within(dialog).getByTestId("news-image-input"), { target: { files: [file] } });

    // A disabled button gives its focus away (the browser sends it to the page, Radix to the
    // dialog's top): it stays a focused button that says it is busy and ignores presses.
    const busy = await within(dialog).findByRole("button", { name: "Wird hochgeladen…" });
    expect(busy).toBe(add);
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(server.writes()).toHaveLength(1);

    answer(json({ url: "/uploads/news/tor.webp", width: 800, height: 600 }));
    expect(await within(dialog).findByRole("img", { name: "Bild 1" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Bilder hinzufügen" })).toHaveFocus();
    expect(add).not.toHaveAttribute("aria-disabled");
  });

  it("keeps the focus on the image that moved and says its new place", async () => {
    const { user, dialog } = await openDialog(postWithImages(3));
    expect(shownOrder(dialog)).toEqual(["Bild von Anna", "Bild von Beat", "Bild von Cla"]);

    await user.click(within(dialog).getByRole("button", { name: "Bild 2 nach unten" }));
    expect(shownOrder(dialog)).toEqual(["Bild von Anna", "Bild von Cla", "Bild von Beat"]);
    // Beat's picture is last now: «nach unten» is disabled, the focus goes to its «nach oben».
    expect(within(dialog).getByRole("button", { name: "Bild 3 nach unten" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Bild 3 nach oben" })).toHaveFocus();
    expect(screen.getByText("Bild 2 ist jetzt Bild 3.")).toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(shownOrder(dialog)).toEqual(["Bild von Anna", "Bild von Beat", "Bild von Cla"]);
    expect(within(dialog).getByRole("button", { name: "Bild 2 nach oben" })).toHaveFocus();
    expect(screen.getByText("Bild 3 ist jetzt Bild 2.")).toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(shownOrder(dialog)).toEqual(["Bild von Beat", "Bild von Anna", "Bild von Cla"]);
    expect(within(dialog).getByRole("button", { name: "Bild 1 nach oben" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Bild 1 nach unten" })).toHaveFocus();
    expect(screen.getByText("Bild 2 ist jetzt Bild 1.")).toBeInTheDocument();
  });

  it("moves the focus to the next image's «entfernen», or to «Bilder hinzufügen» after the last", async () => {
    const { user, dialog } = await openDialog(postWithImages(3));

    await user.click(within(dialog).getByRole("button", { name: "Bild 2 entfernen" }));
    expect(shownOrder(dialog)).toEqual(["Bild von Anna", "Bild von Cla"]);
    expect(within(dialog).getByRole("button", { name: "Bild 2 entfernen" })).toHaveFocus();
    expect(screen.getByText("Bild 2 entfernt, 2 Bilder übrig.")).toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(shownOrder(dialog)).toEqual(["Bild von Anna"]);
    expect(within(dialog).getByRole("button", { name: "Bilder hinzufügen" })).toHaveFocus();
    expect(screen.getByText("Bild 2 entfernt, 1 Bild übrig.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Bild 1 entfernen" }));
    expect(within(dialog).getByText("Noch keine Bilder.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Bilder hinzufügen" })).toHaveFocus();
    await waitFor(() => expect(screen.getByText("Bild 1 entfernt, keine Bilder übrig.")).toBeInTheDocument());
  });
});

it("with title and text empty, marks them and sends nothing, with no toast over the field", async () => {
  const { user, dialog } = await openDialog(null);
  await user.click(within(dialog).getByRole("button", { name: "Speichern" }));

  const title = within(dialog).getByLabelText(/Titel/);
  await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
  expect(title).toHaveFocus();
  expect(within(dialog).getByLabelText(/Inhalt/)).toHaveAttribute("aria-invalid", "true");
  expect(server.writes()).toEqual([]);
  // The fields say what is missing; a toast would cover the focused one on a phone.
  expect(screen.queryByText("Titel und Inhalt sind erforderlich")).not.toBeInTheDocument();
});

// The title's limit was said only after «Speichern» (the server's and the schema's 200).
it("tells the title's limit before it is met", async () => {
  const { dialog } = await openDialog(null);
  expect(within(dialog).getByLabelText(/Titel/)).toHaveAccessibleDescription(/Höchstens 200 Zeichen/);
});
