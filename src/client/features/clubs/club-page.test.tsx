// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import type { ClubDetail } from "#shared/clubs/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as ClubPage } from "./club-page.tsx";

// A fresh club account has no name until the club fills it in: its page goes by the name the
// spec gives it, in the browser tab as in the heading.

const CLUB_ID = "00000000-0000-4000-8000-000000000001";

const NAMELESS: ClubDetail = {
  id: CLUB_ID,
  clubName: "",
  clubLogoUrl: null,
  stadiumName: null,
  stadiumImageUrl: null,
  foundingYear: null,
  activeMembers: null,
  teamsCount: null,
  teamCount: 0,
  contactAddress: null,
  contactEmail: null,
  contactPhone: null,
  description: null,
  verified: false,
};

beforeEach(() => {
  const server = fakeServer();
  server.on(`GET /api/clubs/${CLUB_ID}`, json({ club: NAMELESS }));
  server.on(`GET /api/clubs/${CLUB_ID}/teams`, json({ teams: [] }));
  server.on(`GET /api/clubs/${CLUB_ID}/fixtures`, json({ teams: [] }));
  document.title = "Tschutti – Amateurfussball Schweiz";
});

it("names a club without a name «Unbenannter Verein» in the heading and the browser tab", async () => {
  const router = createMemoryRouter(
    [
      {
        path: "/vereine/:clubId",
        element: (
          <Suspense fallback={null}>
            <ClubPage />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/vereine/${CLUB_ID}`] },
  );
  renderInApp(<RouterProvider router={router} />);
  expect(await screen.findByRole("heading", { level: 1, name: "Unbenannter Verein" })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe("Unbenannter Verein – Tschutti"));
});
