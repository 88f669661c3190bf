// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import type { ManageNewsPost } from "#shared/news/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { ManageNewsTab } from "./manage-news-tab.tsx";

function post(id: string, title: string, isPublished: boolean): ManageNewsPost {
  return {
    id,
    clubId: "club-1",
    title,
    content: "Ein Text.",
    isPublished,
    publishedAt: isPublished ? "2026-09-05T10:00:00.000Z" : null,
    createdAt: "2026-09-04T10:00:00.000Z",
    updatedAt: "2026-09-05T10:00:00.000Z",
    images: [],
  };
}

/** Each button and link of the card: the words it shows and the name a screen reader says. */
const actionsOf = (card: HTMLElement) =>
  [...within(card).queryAllByRole("link"), ...within(card).getAllByRole("button")].map((action) => [
    action.textContent?.trim(),
    action.getAttribute("aria-label"),
  ]);

it("names every action of an article with its title, keeping the words it shows", async () => {
  fakeServer().on(
    "GET /api/manage/clubs/club-1/news",
    json({ news: [post("n1", "Derbysieg", true), post("n2", "Trainingslager", false)] }),
  );
  const router = createMemoryRouter([{ path: "/", element: <ManageNewsTab clubId="club-1" /> }]);
  renderInApp(<RouterProvider router={router} />);
  const published = (await screen.findByRole("heading", { name: "Derbysieg" })).closest("li");
  const draft = screen.getByRole("heading", { name: "Trainingslager" }).closest("li");
  if (!published || !draft) throw new Error("two articles expected");
  expect(actionsOf(published)).toEqual([
    ["Ansehen", "Derbysieg ansehen"],
    ["Zurückziehen", "Derbysieg zurückziehen"],
    ["Bearbeiten", "Derbysieg bearbeiten"],
    ["Löschen", "Derbysieg löschen"],
  ]);
  expect(actionsOf(draft)).toEqual([
    ["Veröffentlichen", "Trainingslager veröffentlichen"],
    ["Bearbeiten", "Trainingslager bearbeiten"],
    ["Löschen", "Trainingslager löschen"],
  ]);
});

it("names the article a deletion asks about: on a phone the question's sheet covers the card", async () => {
  fakeServer().on("GET /api/manage/clubs/club-1/news", json({ news: [post("n1", "Derbysieg", true)] }));
  const router = createMemoryRouter([{ path: "/", element: <ManageNewsTab clubId="club-1" /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Derbysieg löschen" }));
  const question = await findQuestion("Beitrag «Derbysieg» löschen");
  expect(question).toHaveTextContent("Möchtest du diesen Beitrag wirklich löschen?");
});

// A new Redaktion member read «Entwürfe siehst nur du» above a draft another member wrote: a
// draft is the club's (every member of its management reads the list), not its author's.
it("says that the club's members see a draft, not only its author", async () => {
  fakeServer().on("GET /api/manage/clubs/club-1/news", json({ news: [post("n2", "Trainingslager", false)] }));
  const router = createMemoryRouter([{ path: "/", element: <ManageNewsTab clubId="club-1" /> }]);
  renderInApp(<RouterProvider router={router} />);
  await screen.findByRole("heading", { name: "Trainingslager" });
  expect(
    screen.getByText("Entwürfe sehen nur die Mitglieder eures Vereins; veröffentlichte Beiträge sehen alle."),
  ).toBeInTheDocument();
  expect(screen.queryByText(/siehst nur du/)).not.toBeInTheDocument();
});
