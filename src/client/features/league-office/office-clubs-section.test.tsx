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

it("breaks an address after its «@» and before its dots, and asks before a suspension with a red «Sperren»", async () => {
  const { user } = renderInApp(<OfficeClubsSection />);
  const search = screen.getByRole("searchbox", { name: "Konten durchsuchen" });
  expect(search).toHaveAttribute("placeholder", "E-Mail oder Name");
  await user.type(search, "ro");
  // Broken anywhere, an address without a hyphen stood on a phone as «praesidentin.junioren@fcrheinfel»
  // above «den.ch»; the rest of the app breaks an address where it parts (ui/email-address.tsx).
  const address = await screen.findByText("rolf.redaktion@fc-seeblick.ch");
  expect(address.innerHTML).toBe("rolf<wbr>.redaktion@<wbr>fc-seeblick<wbr>.ch");
  expect(screen.getByText(/Beleidigungen im Kommentarbereich/).closest(".break-all")).toBeNull();

  await user.click(screen.getByRole("button", { name: "rolf.redaktion@fc-seeblick.ch sperren" }));
  const question = await screen.findByRole("dialog", { name: "Konto sperren" });
  expect(within(question).getByRole("button", { name: "Sperren" })).toHaveClass("bg-live");
});

// Speech control clicks a button by the word it shows: the names said «… nicht mehr verifizieren»
// and «… entsperren» beside «Zurücknehmen» and «Sperre aufheben», so «Sperre aufheben» found nothing.
it("names each button with the words it shows, and whom it concerns", async () => {
  const server = fakeServer();
  server.on(
    "GET /api/league-office/clubs",
    json({ clubs: [{ id: "c1", clubName: "FC Seeblick", verifiedAt: "2026-11-01T10:00:00.000Z" }] }),
  );
  server.on(
    "GET /api/league-office/accounts",
    json({
      accounts: [
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
  const { user } = renderInApp(<OfficeClubsSection />);
  await user.type(screen.getByRole("searchbox", { name: "Konten durchsuchen" }), "se");
  const buttons = [
    await screen.findByRole("button", { name: /FC Seeblick/ }),
    await screen.findByRole("button", { name: /sepp@example\.ch/ }),
  ];
  expect(buttons.map((button) => [button.textContent, button.getAttribute("aria-label")])).toEqual([
    ["Zurücknehmen", "Verifizierung zurücknehmen für FC Seeblick"],
    ["Sperre aufheben", "Sperre aufheben für sepp@example.ch"],
  ]);
});

// The reason is the office's own field: empty, it says what it asks for, as the server would
// («Bitte gib einen Grund an.», not the dialog's general «Bitte fülle dieses Feld aus.»).
it("asks for a suspension's reason in the office's words, and its length as the server counts it", async () => {
  const { user } = renderInApp(<OfficeClubsSection />);
  await user.type(screen.getByRole("searchbox", { name: "Konten durchsuchen" }), "ro");
  await user.click(await screen.findByRole("button", { name: "rolf.redaktion@fc-seeblick.ch sperren" }));
  const question = await screen.findByRole("dialog", { name: "Konto sperren" });
  const reason = within(question).getByRole("textbox", { name: "Grund" });
  await user.click(within(question).getByRole("button", { name: "Sperren" }));
  expect(reason).toHaveAccessibleDescription(expect.stringContaining("Bitte gib einen Grund an."));
  await user.click(reason);
  await user.paste("x".repeat(501));
  await user.click(within(question).getByRole("button", { name: "Sperren" }));
  expect(reason).toHaveAccessibleDescription(
    expect.stringContaining("Der Grund darf höchstens 500 Zeichen lang sein."),
  );
});
