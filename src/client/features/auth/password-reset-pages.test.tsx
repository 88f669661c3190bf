// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { ForgotPasswordPage, ResetPasswordPage } from "./password-reset-pages.tsx";

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/me", json(SIGNED_OUT_ME));
  server.on("POST /api/auth/request-password-reset", json({ status: true }));
});

// «Link anfordern» pressed by keyboard: the form, with the button that had the focus, gives way
// to the answer, and the focus fell to the page's start: the next Tab began at the logo, and a
// screen reader's place was lost. It goes to the answer, where the person reads on.
it("takes the focus to the answer once the link is requested", async () => {
  const router = createMemoryRouter([{ path: "/passwort-vergessen", Component: ForgotPasswordPage }], {
    initialEntries: ["/passwort-vergessen"],
  });
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.type(await screen.findByLabelText(/E-Mail/), "fan@example.ch{Enter}");
  const answer = await screen.findByRole("status");
  expect(answer).toHaveTextContent(CARE_MESSAGES.resetSent);
  expect(answer).toHaveFocus();
  expect(server.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
    "POST /api/auth/request-password-reset",
  ]);
});

function openResetLink(token: string) {
  const router = createMemoryRouter([{ path: "/passwort-zuruecksetzen", Component: ResetPasswordPage }], {
    initialEntries: [`/passwort-zuruecksetzen?token=${token}`],
  });
  return renderInApp(<RouterProvider router={router} />);
}

// An expired or used link was found out only after the new password had been typed twice and
// sent. The page asks the server when it opens and says so at once, with the way to a new link.
it("says an expired or used link is no longer valid as soon as it opens", async () => {
  server.on("GET /api/auth/reset-link/alt", apiError(404, CARE_MESSAGES.resetInvalid, "not_found"));
  openResetLink("alt");
  expect(await screen.findByRole("alert")).toHaveTextContent(CARE_MESSAGES.resetInvalid);
  expect(screen.getByRole("link", { name: "Neuen Link anfordern" })).toBeVisible();
  expect(screen.queryByLabelText(/Neues Passwort wiederholen/)).toBeNull();
});

it("offers the form for a link that still works", async () => {
  server.on("GET /api/auth/reset-link/frisch", json({ valid: true }));
  openResetLink("frisch");
  expect(await screen.findByLabelText(/Neues Passwort wiederholen/)).toBeVisible();
  await waitFor(() => expect(server.requests.map((r) => r.path)).toContain("/api/auth/reset-link/frisch"));
  expect(screen.queryByRole("alert")).toBeNull();
});
