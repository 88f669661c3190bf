// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import type { Me } from "#shared/account/types.ts";
import { fakeServer, json } from "../test/fake-server.ts";
import { renderInApp } from "../test/render.tsx";
import { Button } from "../ui/button.tsx";
import { MobileDrawer } from "./top-bar-account.tsx";

// The phone's menu: opened by keyboard, the focus is on its first link, never on «Abmelden»
// (Radix skips links when it picks the first control, and a second Enter signed the user out).

const ME: Me = {
  user: { id: "user-1", email: "fan@example.ch" },
  profile: null,
  club: null,
  clubs: [],
  profileCreated: true,
  leagueOffice: false,
};

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menü öffnen</Button>
      <MobileDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}

beforeEach(() => {
  fakeServer().on("GET /api/me", json(ME));
});

it("opens with the focus on the first link of the menu", async () => {
  const router = createMemoryRouter([{ path: "*", element: <Menu /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  screen.getByRole("button", { name: "Menü öffnen" }).focus();
  await user.keyboard("{Enter}");
  const menu = await screen.findByRole("dialog", { name: "Menü" });
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  expect(document.activeElement).toHaveRole("link");
  expect(document.activeElement).toHaveTextContent("Home");
});
