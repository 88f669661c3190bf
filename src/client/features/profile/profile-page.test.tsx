// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { clubAccountMe, FRIEND_CLUB, OWN_CLUB } from "../../test/me-rows.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { Component as ProfilePage } from "./profile-page.tsx";

const OWN = OWN_CLUB;
const FRIEND = FRIEND_CLUB;
const me = clubAccountMe;

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/favorites", json({ favorites: [] }));
});

function open() {
  const router = createMemoryRouter([{ path: "/profile", Component: ProfilePage }], {
    initialEntries: ["/profile"],
  });
  return renderInApp(<RouterProvider router={router} />);
}

it("opens each club of a person in two from the profile", async () => {
  server.on("GET /api/me", json(me([OWN, FRIEND])));
  open();
  const list = await screen.findByRole("list", { name: "Deine Vereine" });
  expect(
    within(list)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["FC Ufer verwalten", `/manage-club?verein=${OWN.id}`],
    ["FC Seeblick verwalten", `/manage-club?verein=${FRIEND.id}`],
  ]);
});

it("keeps the one link for a person in one club", async () => {
  server.on("GET /api/me", json(me([OWN])));
  open();
  expect(await screen.findByRole("link", { name: "Zur Vereinsverwaltung" })).toHaveAttribute(
    "href",
    "/manage-club/club",
  );
  expect(screen.getByText("FC Ufer")).toBeInTheDocument();
  expect(screen.queryByRole("list", { name: "Deine Vereine" })).not.toBeInTheDocument();
});

// «Zum Vereinskonto machen» → «Verein anlegen»: the club was made, but the section that asked
// is gone once the account is a club's, and with it the answer: the page stayed on the profile
// without a word (no «Dein Verein ist angelegt», no way to the club's details).
it("opens the new club's details once a fan's account is made a club's, and says so", async () => {
  const fan = me([]);
  let isClub = false;
  server.on("GET /api/me", () =>
    json(
      isClub
        ? me([{ ...OWN, clubName: "" }])
        : { ...fan, club: null, profile: fan.profile && { ...fan.profile, accountType: "fan" } },
    ),
  );
  server.on("POST /api/me/club-account", () => {
    isClub = true;
    return json({ clubId: OWN.id });
  });
  // The account is read anew before the favourites are (as a browser may answer them): the
  // profile shows the club's account, without the section that asked, while the rest still loads.
  const heldFavorites: Array<() => void> = [];
  server.on("GET /api/favorites", () =>
    isClub
      ? new Promise<ReturnType<typeof json>>((resolve) =>
          heldFavorites.push(() => resolve(json({ favorites: [] }))),
        )
      : json({ favorites: [] }),
  );
  const router = createMemoryRouter(
    [
      { path: "/profile", Component: ProfilePage },
      { path: "/manage-club/club", Component: ClubDetailsStandIn },
    ],
    { initialEntries: ["/profile"] },
  );
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Zum Vereinskonto machen" }));
  const question = await findQuestion("Zum Vereinskonto machen?");
  await user.click(within(question).getByRole("button", { name: "Verein anlegen" }));
  await screen.findByRole("link", { name: "Zur Vereinsverwaltung" });
  expect(screen.queryByRole("button", { name: "Zum Vereinskonto machen" })).not.toBeInTheDocument();
  for (const release of heldFavorites) release();
  expect(await screen.findByText("Vereinsangaben")).toBeInTheDocument();
  expect(router.state.location.pathname).toBe("/manage-club/club");
  expect(await screen.findByText("Dein Verein ist angelegt")).toBeInTheDocument();
});

function ClubDetailsStandIn() {
  return <p>Vereinsangaben</p>;
}

// A Redaktion, Ticker or Trainer of a club could not leave it: «Verlassen» is in «Mitglieder &
// Rollen», which only Administrators open (the server lets every member leave). The profile's
// club card offers it to them, after a question.
it("lets a member who is no Administrator leave a club from the profile", async () => {
  let left = false;
  server.on("GET /api/me", () => json(me(left ? [OWN] : [OWN, FRIEND])));
  server.on(`DELETE /api/manage/clubs/${FRIEND.id}/members/user-1`, () => {
    left = true;
    return json({ ok: true });
  });
  const { user } = open();
  // FC Ufer: she is its Administrator, who leaves it in «Mitglieder & Rollen».
  expect(screen.queryByRole("button", { name: "FC Ufer verlassen" })).not.toBeInTheDocument();
  await user.click(await screen.findByRole("button", { name: "FC Seeblick verlassen" }));
  const question = await findQuestion("FC Seeblick verlassen?");
  await user.click(within(question).getByRole("button", { name: "Verlassen" }));
  expect(await screen.findByText("Du hast FC Seeblick verlassen")).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole("button", { name: "FC Seeblick verlassen" })).not.toBeInTheDocument(),
  );
  expect(server.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
    `DELETE /api/manage/clubs/${FRIEND.id}/members/user-1`,
  ]);
});

// As at the registration: a phone's keyboard capitalised and corrected the username.
it("lets a phone's keyboard neither capitalise nor correct the username in the profile's dialog", async () => {
  server.on("GET /api/me", json(me([OWN])));
  const { user } = open();
  await user.click(await screen.findByRole("button", { name: "Bearbeiten" }));
  const username = await screen.findByLabelText(/Nutzername/);
  expect(username).toHaveAttribute("autocapitalize", "none");
  expect(username).toHaveAttribute("autocorrect", "off");
  expect(username).toHaveAttribute("spellcheck", "false");
});

// «username» is the sign-in name to a password manager (the address): offered in this dialog, it
// filled the address into the Nutzername. The field is the person's nickname.
it("does not offer the saved sign-in name for the username in the profile's dialog", async () => {
  server.on("GET /api/me", json(me([OWN])));
  const { user } = open();
  await user.click(await screen.findByRole("button", { name: "Bearbeiten" }));
  expect(await screen.findByLabelText(/Nutzername/)).toHaveAttribute("autocomplete", "nickname");
});

// A username another person has: the dialog marked the field, but the focus stayed on
// «Speichern», so a phone's keyboard was closed and the field to change had to be found.
it("puts the focus on the username another person has when the profile's dialog saves", async () => {
  server.on("GET /api/me", json(me([OWN])));
  server.on(
    "PATCH /api/me/profile",
    apiError(409, "Dieser Nutzername ist bereits vergeben.", "conflict", {
      username: "Dieser Nutzername ist bereits vergeben.",
    }),
  );
  const { user } = open();
  await user.click(await screen.findByRole("button", { name: "Bearbeiten" }));
  const username = await screen.findByLabelText(/Nutzername/);
  await user.clear(username);
  await user.type(username, "matchfan");
  await user.click(screen.getByRole("button", { name: "Speichern" }));
  await waitFor(() => expect(username).toHaveAccessibleDescription(/bereits vergeben/));
  expect(username).toHaveFocus();
  expect(username).toHaveAttribute("aria-invalid", "true");
});
