// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { ManageBoardMember } from "#shared/board/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { ManageBoardTab } from "./manage-board-tab.tsx";

const ANNA: ManageBoardMember = {
  id: "board-1",
  clubId: "club-1",
  firstName: "Anna",
  lastName: "Muster",
  role: "Präsidentin",
  birthYear: null,
  atClubSince: null,
  email: "anna@fc-seeblick.ch",
  phone: "044 123 45 67",
  memberImageUrl: null,
};

it("names whose e-mail address and phone number a card's links are, keeping the words they show", async () => {
  fakeServer().on("GET /api/manage/clubs/club-1/board-members", json({ boardMembers: [ANNA] }));
  renderInApp(<ManageBoardTab clubId="club-1" />);
  const card = (await screen.findByRole("list", { name: "Vorstandsmitglieder" })).querySelector("li");
  if (!card) throw new Error("no card for Anna Muster");
  expect(
    within(card)
      .getAllByRole("link")
      .map((link) => [link.textContent?.trim(), link.getAttribute("aria-label"), link.getAttribute("href")]),
  ).toEqual([
    ["E-Mail", "E-Mail an Anna Muster", "mailto:anna@fc-seeblick.ch"],
    ["Telefon", "Telefon von Anna Muster", "tel:0441234567"],
  ]);
});

it("calls the birth year «Geburtsjahr» on the card, as the form and the spec do", async () => {
  fakeServer().on(
    "GET /api/manage/clubs/club-1/board-members",
    json({ boardMembers: [{ ...ANNA, birthYear: 1975 }] }),
  );
  const { user } = renderInApp(<ManageBoardTab clubId="club-1" />);
  const card = (await screen.findByRole("list", { name: "Vorstandsmitglieder" })).querySelector("li");
  if (!card) throw new Error("no card for Anna Muster");
  expect(within(card).getByText("Geburtsjahr")).toBeInTheDocument();
  expect(within(card).queryByText("Jahrgang")).not.toBeInTheDocument();

  await user.click(within(card).getByRole("button", { name: "Anna Muster bearbeiten" }));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByLabelText(/Geburtsjahr/)).toHaveValue(1975);
});

it("scrolls a member just added into view and marks the card, as a new player's", async () => {
  const server = fakeServer();
  const added: ManageBoardMember = { ...ANNA, id: "board-new", firstName: "Reto", lastName: "Caduff" };
  let listed = [ANNA];
  server.on("GET /api/manage/clubs/club-1/board-members", () => json({ boardMembers: listed }));
  server.on("POST /api/manage/clubs/club-1/board-members", () => {
    listed = [ANNA, added];
    return json({ boardMember: added }, 201);
  });
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };

  const { user } = renderInApp(<ManageBoardTab clubId="club-1" />);
  await screen.findByRole("list", { name: "Vorstandsmitglieder" });
  const open = screen.getByRole("button", { name: "Mitglied hinzufügen" });
  await user.click(open);
  const dialog = await screen.findByRole("dialog", { name: "Vorstandsmitglied hinzufügen" });
  await user.type(within(dialog).getByLabelText(/Vorname/), "Reto");
  await user.type(within(dialog).getByLabelText(/Nachname/), "Caduff");
  await user.type(within(dialog).getByLabelText(/Funktion/), "Kassier");
  await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

  const card = (await screen.findByRole("heading", { name: "Reto Caduff" })).closest("li");
  await waitFor(() => expect(scrolled).toEqual([card]));
  expect(card).toHaveClass("ring-2");
  await waitFor(() => expect(open).toHaveFocus());
});

it("names the member a deletion asks about: on a phone the question's sheet covers the card", async () => {
  fakeServer().on("GET /api/manage/clubs/club-1/board-members", json({ boardMembers: [ANNA] }));
  const { user } = renderInApp(<ManageBoardTab clubId="club-1" />);
  await user.click(await screen.findByRole("button", { name: "Anna Muster löschen" }));
  const question = await findQuestion("Vorstandsmitglied löschen");
  expect(question).toHaveTextContent("Möchtest du Anna Muster wirklich löschen?");
});
