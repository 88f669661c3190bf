// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { toast } from "../../ui/toast.tsx";
import { Component as AuthPage } from "./auth-page.tsx";
import { ForgotPasswordPage } from "./password-reset-pages.tsx";

// A server error is said once: where the form shows it (at its field, else above the button),
// no toast repeats it.

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/me", json({ user: null, profile: null, club: null, clubs: [] }));
  vi.spyOn(toast, "error");
});
afterEach(() => {
  vi.restoreAllMocks();
});

function open(address: string) {
  const router = createMemoryRouter([{ path: "/auth", Component: AuthPage }], { initialEntries: [address] });
  return renderInApp(<RouterProvider router={router} />);
}

/** The alerts on the page that say `message`. */
const alertsSaying = (message: string) =>
  screen.queryAllByRole("alert").filter((alert) => alert.textContent?.includes(message));

it("says a taken e-mail address once, at the field", async () => {
  server.on(
    "POST /api/auth/sign-up/email",
    apiError(409, MESSAGES.emailTaken, "conflict", { email: MESSAGES.emailTaken }),
  );
  const { user } = open("/auth?tab=registrieren");
  const form = await screen.findByRole("form", { name: "Registrieren" });
  await user.type(within(form).getByLabelText(/Nutzername/), "seeblick");
  await user.type(within(form).getByLabelText(/E-Mail/), "fan@example.ch");
  await user.type(within(form).getByLabelText(/Passwort/), "geheim123");
  await user.click(within(form).getByRole("button", { name: "Konto erstellen" }));

  const email = within(form).getByLabelText(/E-Mail/);
  await vi.waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.emailTaken));
  expect(alertsSaying(MESSAGES.emailTaken)).toHaveLength(1);
  expect(screen.getAllByText(MESSAGES.emailTaken)).toHaveLength(1);
  expect(toast.error).not.toHaveBeenCalled();
});

it("says a registration error no field shows once, above the button", async () => {
  server.on(
    "POST /api/auth/sign-up/email",
    apiError(500, "Der Server ist gerade nicht erreichbar.", "internal"),
  );
  const { user } = open("/auth?tab=registrieren");
  const form = await screen.findByRole("form", { name: "Registrieren" });
  await user.type(within(form).getByLabelText(/Nutzername/), "seeblick");
  await user.type(within(form).getByLabelText(/E-Mail/), "fan@example.ch");
  await user.type(within(form).getByLabelText(/Passwort/), "geheim123");
  await user.click(within(form).getByRole("button", { name: "Konto erstellen" }));

  expect(await within(form).findByRole("alert")).toHaveTextContent("Der Server ist gerade nicht erreichbar.");
  expect(alertsSaying("Der Server ist gerade nicht erreichbar.")).toHaveLength(1);
  expect(toast.error).not.toHaveBeenCalled();
});

it("says a wrong password once, in the form", async () => {
  server.on("POST /api/auth/sign-in/email", apiError(401, MESSAGES.signInFailed, "unauthorized"));
  const { user } = open("/auth");
  const form = await screen.findByRole("form", { name: "Anmelden" });
  await user.type(within(form).getByLabelText(/E-Mail/), "fan@example.ch");
  await user.type(within(form).getByLabelText(/Passwort/), "falsch123");
  await user.click(within(form).getByRole("button", { name: "Anmelden" }));

  expect(await within(form).findByRole("alert")).toHaveTextContent(MESSAGES.signInFailed);
  expect(alertsSaying(MESSAGES.signInFailed)).toHaveLength(1);
  expect(toast.error).not.toHaveBeenCalled();
});

// The link confirming a new e-mail address, opened where no one is signed in (the mail read on
// the phone), led to this page without a word: whether it worked, and which address to sign in
// with, showed only after signing in.
it("says a confirmed new e-mail address, and that it is the one to sign in with", async () => {
  open("/auth?email=bestaetigt");
  expect(await screen.findByRole("status")).toHaveTextContent(CARE_MESSAGES.emailConfirmedSignIn);
});

it("says an invalid confirmation link, and what to do", async () => {
  open("/auth?email=ungueltig");
  expect(await screen.findByRole("alert")).toHaveTextContent(CARE_MESSAGES.emailConfirmInvalidSignIn);
});

/** The sign-in form with «lea@example.ch» typed, then «Passwort vergessen?» followed. */
async function forgotWithTypedAddress() {
  const router = createMemoryRouter(
    [
      { path: "/auth", Component: AuthPage },
      { path: "/passwort-vergessen", Component: ForgotPasswordPage },
    ],
    { initialEntries: ["/auth"] },
  );
  const { user } = renderInApp(<RouterProvider router={router} />);
  const form = await screen.findByRole("form", { name: "Anmelden" });
  await user.type(within(form).getByLabelText(/E-Mail/), "lea@example.ch");
  await user.click(within(form).getByRole("link", { name: "Passwort vergessen?" }));
  const forgot = await screen.findByRole("form", { name: "Passwort vergessen" });
  return { user, router, forgot };
}

// A wrong password, then «Passwort vergessen?»: the address just typed had to be typed again on
// the next page, on a phone's keyboard. It goes along (in the history's state, not the address).
it("takes the typed e-mail address along to «Passwort vergessen?»", async () => {
  const { router, forgot } = await forgotWithTypedAddress();
  expect(within(forgot).getByLabelText(/E-Mail/)).toHaveValue("lea@example.ch");
  expect(router.state.location.search).toBe("");
});

// A password manager saves a new account under the field marked «username»: that was the
// Nutzername, and the next sign-in filled «seeblick» into the E-Mail field, which signs no one in.
// The account signs in with its address, so the address is what the managers save and fill.
it("marks the e-mail address as the sign-in name for password managers, in both forms", async () => {
  const { user } = open("/auth?tab=registrieren");
  const signUp = await screen.findByRole("form", { name: "Registrieren" });
  expect(within(signUp).getByLabelText(/E-Mail/)).toHaveAttribute("autocomplete", "username");
  expect(within(signUp).getByLabelText(/Nutzername/)).toHaveAttribute("autocomplete", "nickname");
  expect(within(signUp).getByLabelText(/Passwort/)).toHaveAttribute("autocomplete", "new-password");
  await user.click(screen.getByRole("tab", { name: "Anmelden" }));
  const signIn = await screen.findByRole("form", { name: "Anmelden" });
  expect(within(signIn).getByLabelText(/E-Mail/)).toHaveAttribute("autocomplete", "username");
  expect(within(signIn).getByLabelText(/Passwort/)).toHaveAttribute("autocomplete", "current-password");
});

// Half through the registration a fan looks whether they have an account after all («Anmelden»)
// and comes back: the name, the address and the password were gone, and so was the address typed
// into the sign-in form after a look at «Registrieren».
it("keeps what was typed in either form while the other tab is looked at", async () => {
  const { user } = open("/auth?tab=registrieren");
  const signUp = await screen.findByRole("form", { name: "Registrieren" });
  await user.type(within(signUp).getByLabelText(/Nutzername/), "seeblick");
  await user.type(within(signUp).getByLabelText(/E-Mail/), "fan@example.ch");
  await user.type(within(signUp).getByLabelText(/Passwort/), "geheim123");
  await user.click(screen.getByRole("tab", { name: "Anmelden" }));
  const signIn = await screen.findByRole("form", { name: "Anmelden" });
  await user.type(within(signIn).getByLabelText(/E-Mail/), "lea@example.ch");
  await user.click(screen.getByRole("tab", { name: "Registrieren" }));

  const back = await screen.findByRole("form", { name: "Registrieren" });
  expect(within(back).getByLabelText(/Nutzername/)).toHaveValue("seeblick");
  expect(within(back).getByLabelText(/E-Mail/)).toHaveValue("fan@example.ch");
  expect(within(back).getByLabelText(/Passwort/)).toHaveValue("geheim123");
  await user.click(screen.getByRole("tab", { name: "Anmelden" }));
  const signInAgain = await screen.findByRole("form", { name: "Anmelden" });
  expect(within(signInAgain).getByLabelText(/E-Mail/)).toHaveValue("lea@example.ch");
});

// On a phone the keyboard wrote «Seeblick» for «seeblick» (a capital first letter, a word's
// correction): the username is a handle typed as it is, not a sentence.
it("lets a phone's keyboard neither capitalise nor correct the username", async () => {
  open("/auth?tab=registrieren");
  const signUp = await screen.findByRole("form", { name: "Registrieren" });
  const username = within(signUp).getByLabelText(/Nutzername/);
  expect(username).toHaveAttribute("autocapitalize", "none");
  expect(username).toHaveAttribute("autocorrect", "off");
  expect(username).toHaveAttribute("spellcheck", "false");
});

// «Passwort vergessen?» tapped, then the password came back to mind: «Zurück zur Anmeldung» opened
// an empty sign-in form, and the address was typed a third time.
it("brings the e-mail address back from «Passwort vergessen» to the sign-in form", async () => {
  const { user, router, forgot } = await forgotWithTypedAddress();
  await user.clear(within(forgot).getByLabelText(/E-Mail/));
  await user.type(within(forgot).getByLabelText(/E-Mail/), "lea@beispiel.ch");
  await user.click(screen.getByRole("link", { name: "Zurück zur Anmeldung" }));
  const signIn = await screen.findByRole("form", { name: "Anmelden" });
  expect(within(signIn).getByLabelText(/E-Mail/)).toHaveValue("lea@beispiel.ch");
  expect(router.state.location.search).toBe("");
});
