// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { FRIEND_CLUB, OWN_CLUB } from "../../test/me-rows.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { toast } from "../../ui/toast.tsx";
import { AccountSecurityCard } from "./account-security-card.tsx";

// A server error is said once: at the field it concerns, else by a toast.

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.spyOn(toast, "error");
});
afterEach(() => {
  vi.restoreAllMocks();
});

function open() {
  const router = createMemoryRouter(
    [{ path: "/profile", element: <AccountSecurityCard email="fan@example.ch" isClub={false} /> }],
    { initialEntries: ["/profile"] },
  );
  return renderInApp(<RouterProvider router={router} />);
}

/** The alerts on the page that say `message`. */
const alertsSaying = (message: string) =>
  screen.queryAllByRole("alert").filter((alert) => alert.textContent?.includes(message));

it("says a wrong current password once, at the field", async () => {
  server.on(
    "POST /api/auth/change-password",
    apiError(400, CARE_MESSAGES.wrongPassword, "validation", {
      currentPassword: CARE_MESSAGES.wrongPassword,
    }),
  );
  const { user } = open();
  const form = screen.getByRole("form", { name: "Passwort ändern" });
  await user.type(within(form).getByLabelText(/Aktuelles Passwort/), "falsch123");
  await user.type(within(form).getByLabelText(/^Neues Passwort\*?$/), "geheim456");
  await user.type(within(form).getByLabelText(/Neues Passwort wiederholen/), "geheim456");
  await user.click(within(form).getByRole("button", { name: "Passwort ändern" }));

  const current = within(form).getByLabelText(/Aktuelles Passwort/);
  await vi.waitFor(() => expect(current).toHaveAccessibleDescription(CARE_MESSAGES.wrongPassword));
  expect(alertsSaying(CARE_MESSAGES.wrongPassword)).toHaveLength(1);
  expect(toast.error).not.toHaveBeenCalled();
});

it("says a password change error no field shows in a toast", async () => {
  server.on(
    "POST /api/auth/change-password",
    apiError(500, "Der Server ist gerade nicht erreichbar.", "internal"),
  );
  const { user } = open();
  const form = screen.getByRole("form", { name: "Passwort ändern" });
  await user.type(within(form).getByLabelText(/Aktuelles Passwort/), "geheim123");
  await user.type(within(form).getByLabelText(/^Neues Passwort\*?$/), "geheim456");
  await user.type(within(form).getByLabelText(/Neues Passwort wiederholen/), "geheim456");
  await user.click(within(form).getByRole("button", { name: "Passwort ändern" }));

  await vi.waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      "Passwort nicht geändert",
      "Der Server ist gerade nicht erreichbar.",
    ),
  );
  expect(alertsSaying("Der Server ist gerade nicht erreichbar.")).toEqual([]);
});

it("says a wrong password once at the e-mail change and at the deletion", async () => {
  server.on(
    "PATCH /api/me/email",
    apiError(400, CARE_MESSAGES.wrongPassword, "validation", {
      currentPassword: CARE_MESSAGES.wrongPassword,
    }),
  );
  server.on(
    "POST /api/auth/delete-user",
    apiError(400, CARE_MESSAGES.wrongPassword, "validation", { password: CARE_MESSAGES.wrongPassword }),
  );
  const { user } = open();
  const mail = screen.getByRole("form", { name: "E-Mail-Adresse ändern" });
  await user.type(within(mail).getByLabelText(/Neue E-Mail-Adresse/), "neu@example.ch");
  await user.type(within(mail).getByLabelText(/Aktuelles Passwort/), "falsch123");
  await user.click(within(mail).getByRole("button", { name: "E-Mail-Adresse ändern" }));
  expect(await within(mail).findByRole("alert")).toHaveTextContent(CARE_MESSAGES.wrongPassword);

  const remove = screen.getByRole("form", { name: "Konto löschen" });
  await user.type(within(remove).getByLabelText(/Passwort zur Bestätigung/), "falsch123");
  await user.click(within(remove).getByRole("button", { name: "Konto löschen" }));
  const question = await findQuestion("Konto endgültig löschen?");
  await user.click(within(question).getByRole("button", { name: "Konto löschen" }));
  expect(await within(remove).findByRole("alert")).toHaveTextContent(CARE_MESSAGES.wrongPassword);
  expect(alertsSaying(CARE_MESSAGES.wrongPassword)).toHaveLength(2);
  expect(toast.error).not.toHaveBeenCalled();
});

// The last Administrator of a club read «ernenne zuerst eine andere Person oder lösche den
// Verein» (and, pressing «Konto löschen», the same refusal) with no word of where: both are done
// under the club's «Mitglieder & Rollen», which the section now links to.
it("leads an Administrator who would delete the account to the club's «Mitglieder & Rollen»", async () => {
  const router = createMemoryRouter(
    [
      {
        path: "/profile",
        element: (
          <AccountSecurityCard email="praesidentin@fc-ufer.ch" isClub clubs={[OWN_CLUB, FRIEND_CLUB]} />
        ),
      },
    ],
    { initialEntries: ["/profile"] },
  );
  renderInApp(<RouterProvider router={router} />);
  const section = screen.getByRole("form", { name: "Konto löschen" });
  // FC Ufer: she is its Administrator. FC Seeblick: its Ticker, nothing to hand on there.
  expect(
    within(section)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([["Mitglieder & Rollen von FC Ufer", `/manage-club/members?verein=${OWN_CLUB.id}`]]);
});

// «E-Mail-Adresse ändern»: the only word that a mail went to the new address, and that the old
// one counts until its link is opened, was a toast of two sentences, gone after four seconds;
// the section then said «Aktuell: …» (the old address) as if nothing had happened.
it("keeps saying where the confirmation went, under the current address", async () => {
  server.on("PATCH /api/me/email", json({ email: "fan@example.ch", pendingEmail: "neu@example.ch" }));
  const { user } = open();
  const form = screen.getByRole("form", { name: "E-Mail-Adresse ändern" });
  await user.type(within(form).getByLabelText(/Neue E-Mail-Adresse/), "neu@example.ch");
  await user.type(within(form).getByLabelText(/Aktuelles Passwort/), "geheim123");
  await user.click(within(form).getByRole("button", { name: "E-Mail-Adresse ändern" }));
  await vi.waitFor(() =>
    expect(within(form).getByRole("status")).toHaveTextContent(
      CARE_MESSAGES.emailConfirmSent("neu@example.ch"),
    ),
  );
  expect(within(form).getByText("Aktuell: fan@example.ch")).toBeInTheDocument();
});

// The status was the form's own memory: after a reload (or the next day) the section said
// «Aktuell: …» and nothing of the mail on its way, and a typo in the address could not be undone
// but by asking again.
it("tells a pending change on the next visit and withdraws it", async () => {
  server.on("GET /api/me/email", json({ email: "fan@example.ch", pendingEmail: "tippfehler@exmaple.ch" }));
  server.on("DELETE /api/me/email", json({ email: "fan@example.ch", pendingEmail: null }));
  const { user } = open();
  const form = screen.getByRole("form", { name: "E-Mail-Adresse ändern" });
  const status = within(form).getByRole("status");
  await vi.waitFor(() =>
    expect(status).toHaveTextContent(CARE_MESSAGES.emailConfirmSent("tippfehler@exmaple.ch")),
  );

  await user.click(within(form).getByRole("button", { name: "Änderung zurückziehen" }));
  await vi.waitFor(() =>
    expect(status).toHaveTextContent(CARE_MESSAGES.emailChangeWithdrawn("tippfehler@exmaple.ch")),
  );
  expect(status).toHaveFocus();
  expect(within(form).queryByRole("button", { name: "Änderung zurückziehen" })).toBeNull();
  expect(server.writes().map((r) => `${r.method} ${r.path}`)).toEqual(["DELETE /api/me/email"]);
});

/** One device: an account, then «Anderes Konto» signed in after it. */
function Device() {
  const [email, setEmail] = useState("vorher@example.ch");
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setEmail("fan@example.ch")}>
        Anderes Konto
      </button>
      <AccountSecurityCard email={email} isClub={false} />
    </MemoryRouter>
  );
}

// Signed out and another account signed in on the same device: the profile showed the last
// account's pending address while its own loaded (one cache entry for every account).
it("never shows another account's pending address", async () => {
  let reads = 0;
  server.on("GET /api/me/email", () => {
    reads++;
    return reads === 1
      ? json({ email: "vorher@example.ch", pendingEmail: "geheim@example.ch" })
      : new Promise(() => {});
  });
  const { user } = renderInApp(<Device />);
  const status = () =>
    within(screen.getByRole("form", { name: "E-Mail-Adresse ändern" })).getByRole("status");
  await vi.waitFor(() => expect(status()).toHaveTextContent("geheim@example.ch"));
  await user.click(screen.getByRole("button", { name: "Anderes Konto" }));
  expect(screen.getByText("Aktuell: fan@example.ch")).toBeInTheDocument();
  expect(status()).not.toHaveTextContent("geheim@example.ch");
});

// The form named no account, so a password manager could not tell which saved sign-in the new
// password replaces (it offered a new entry without a name, and the old password stayed in the
// one the sign-in fills). The form names it as managers read it: a username field with the address.
it("names the account in the password change form for password managers", () => {
  open();
  const form = screen.getByRole("form", { name: "Passwort ändern" });
  const account = form.querySelector('input[autocomplete="username"]');
  expect(account).toHaveValue("fan@example.ch");
  expect(account).not.toBeVisible();
  expect(
    within(form)
      .getAllByLabelText(/Passwort/)
      .every((field) => field !== account),
  ).toBe(true);
});
