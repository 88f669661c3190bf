// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { OfficeClubsSection } from "./office-clubs-section.tsx";

// «Konten sperren» as the league office finds an account on a phone: the search says what it
// takes, the reason of a suspension breaks between words (only the address anywhere), and the
// question before a suspension is marked as the destructive action it is.

beforeEach(() => {
  const server = fakeServer();
  server.on("GET /api/league-office/clubs", json({ clubs: [] }));
  server.on(
    "GET /api/league-office/accounts",
    json({
      accounts: [
        {
          id: "u1",
          name: "Rolf Redaktion",
          email: "rolf.redaktion@fc-seeblick.ch",
          suspendedAt: null,
          suspensionReason: null,
        },
        {
          id: "u2",
          name: "Sepp Gesperrt",
          email: "sepp@example.ch",
          suspendedAt: "2026-12-01T10:00:00.000Z",
          suspensionReason: "Beleidigungen im Kommentarbereich",
        },
      ],
    }),
  );
});

it("breaks only an address anywhere, and asks before a suspension with a red «Sperren»", async () => {
  const { user } = renderInApp(<OfficeClubsSection />);
  const search = screen.getByRole("searchbox", { name: "Konten durchsuchen" });
  expect(search).toHaveAttribute("placeholder", "E-Mail oder Name");
  await user.type(search, "ro");
  const address = await screen.findByText("rolf.redaktion@fc-seeblick.ch");
  expect(address).toHaveClass("wrap-anywhere");
  expect(screen.getByText(/Beleidigungen im Kommentarbereich/).closest(".break-all")).toBeNull();

  await user.click(screen.getByRole("button", { name: "rolf.redaktion@fc-seeblick.ch sperren" }));
  const question = await screen.findByRole("dialog", { name: "Konto sperren" });
  expect(within(question).getByRole("button", { name: "Sperren" })).toHaveClass("bg-live");
});
