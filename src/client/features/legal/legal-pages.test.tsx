// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { OPERATOR_MISSING } from "#shared/legal/pages.ts";
import type { OperatorInfo } from "#shared/legal/types.ts";
import { Footer } from "../../app/footer.tsx";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as AuthPage } from "../auth/auth-page.tsx";
import { Component as ImpressumPage } from "./impressum-page.tsx";
import { Component as PrivacyPage } from "./privacy-page.tsx";

const OPERATOR: OperatorInfo = {
  name: "Tschutti Betriebs GmbH",
  address: ["Seestrasse 1", "8000 Zürich"],
  email: "kontakt@example.ch",
  uid: "CHE-123.456.789",
  hosting: "Schweiz (Zürich)",
};
const UNSET: OperatorInfo = { name: null, address: [], email: null, uid: null, hosting: null };

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/me", json({ user: null }, 401));
});

function renderSite(path = "/") {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Footer />
          </>
        ),
        children: [
          { path: "/", element: <p>Start</p> },
          { path: "/impressum", Component: ImpressumPage },
          { path: "/datenschutz", Component: PrivacyPage },
          { path: "/auth", Component: AuthPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return renderInApp(<RouterProvider router={router} />);
}

const footer = () => screen.getByRole("navigation", { name: "Fusszeile" });

it("reaches the Impressum and the Datenschutzerklärung from the footer, each with its headings and the operator", async () => {
  server.on("GET /api/operator", json(OPERATOR));
  const { user } = renderSite();

  await user.click(within(footer()).getByRole("link", { name: "Impressum" }));
  expect(screen.getByRole("heading", { level: 1, name: "Impressum" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 2, name: "Betreiber und Kontakt" })).toBeInTheDocument();
  expect(await screen.findByText("Tschutti Betriebs GmbH")).toBeInTheDocument();
  expect(screen.getByText("CHE-123.456.789", { exact: false })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "kontakt@example.ch" })).toHaveAttribute(
    "href",
    "mailto:kontakt@example.ch",
  );

  await user.click(within(footer()).getByRole("link", { name: "Datenschutz" }));
  expect(screen.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeInTheDocument();
  const sections = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  expect(sections).toEqual(
    expect.arrayContaining([
      "Verantwortlich",
      "Cookie und Sitzung",
      "Wie lange Daten bleiben",
      "Deine Rechte",
    ]),
  );
  expect(screen.getByText("Tschutti Betriebs GmbH")).toBeInTheDocument();
  expect(screen.getByText(/Standort der Server: Schweiz \(Zürich\)\./)).toBeInTheDocument();
  expect(screen.queryByText(OPERATOR_MISSING)).not.toBeInTheDocument();
});

it("says plainly that the operator has not entered his details, and makes none up", async () => {
  server.on("GET /api/operator", json(UNSET));
  renderSite("/impressum");
  expect(await screen.findByText(OPERATOR_MISSING)).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
});

it("links the Datenschutzerklärung on the registration form", () => {
  renderSite("/auth?tab=registrieren");
  const form = screen.getByRole("form", { name: "Registrieren" });
  expect(within(form).getByText(/Mit der Registrierung akzeptierst du die/)).toBeInTheDocument();
  expect(within(form).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
    "href",
    "/datenschutz",
  );
});

it("calls the birth year «Geburtsjahr» in the Datenschutzerklärung, as the club's cards and forms do", async () => {
  server.on("GET /api/operator", json(OPERATOR));
  renderSite("/datenschutz");
  const section = (await screen.findByRole("heading", { level: 2, name: "Was Vereine veröffentlichen" }))
    .parentElement;
  if (!section) throw new Error("no section «Was Vereine veröffentlichen»");
  expect(section).toHaveTextContent(/Position, Geburtsjahr, im Verein seit/);
  expect(section).not.toHaveTextContent(/Jahrgang/);
});
