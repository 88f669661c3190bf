// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ManageClub } from "#shared/clubs/types.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { ManageClubTab } from "./manage-club-tab.tsx";

const CLUB: ManageClub = {
  id: "club-1",
  clubName: "FC Seeblick",
  foundingYear: 1921,
  stadiumName: "Sportanlage Seeblick",
  activeMembers: 240,
  teamsCount: 10,
  contactEmail: "info@fc-seeblick.ch",
  contactPhone: null,
  contactAddress: null,
  description: "Ein Verein am See.",
  clubLogoUrl: "/uploads/club-logos/logo.png",
  stadiumImageUrl: null,
  verified: false,
};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/manage/clubs/${CLUB.id}`, json({ club: CLUB }));
  server.on(`GET /api/manage/clubs/${CLUB.id}/api-keys`, json({ keys: [] }));
  server.on(`PUT /api/manage/clubs/${CLUB.id}/logo`, json({ club: { ...CLUB, clubLogoUrl: null } }));
});

describe("«Mein Verein» of the club management", () => {
  // The league office's verification (the public page's «verifiziert», a name no other club can
  // take) was said nowhere to the club itself: a new club could not tell whether it was done.
  it("tells the club whether the league office has verified it, and what that means", async () => {
    const status = () => screen.findByRole("region", { name: /verifiziert/ });
    const first = renderInApp(<ManageClubTab clubId={CLUB.id} />);
    expect(await status()).toHaveTextContent("Noch nicht verifiziert");
    first.unmount();
    server.on(`GET /api/manage/clubs/${CLUB.id}`, json({ club: { ...CLUB, verified: true } }));
    renderInApp(<ManageClubTab clubId={CLUB.id} />);
    const region = await status();
    expect(region).toHaveTextContent("Von der Spielleitung verifiziert");
    expect(region).toHaveTextContent("Den Namen FC Seeblick kann kein anderer Verein tragen.");
  });

  it("«Zurücksetzen» brings back the stored information and clears the errors", async () => {
    const { user } = renderInApp(<ManageClubTab clubId={CLUB.id} />);
    const name = await screen.findByRole("textbox", { name: /Vereinsname/ });
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));

    await user.click(screen.getByRole("button", { name: "Zurücksetzen" }));

    await waitFor(() => expect(name).toHaveValue("FC Seeblick"));
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Zurücksetzen" })).toBeDisabled();
  });

  it("marks the club name when the server finds it taken, and takes the keyboard there", async () => {
    const taken = "Ein Verein mit diesem Namen existiert bereits.";
    server.on(`PATCH /api/manage/clubs/${CLUB.id}`, apiError(409, taken, "conflict", { clubName: taken }));
    server.on(`PUT /api/manage/clubs/${CLUB.id}`, apiError(409, taken, "conflict", { clubName: taken }));
    const { user } = renderInApp(<ManageClubTab clubId={CLUB.id} />);
    const name = await screen.findByRole("textbox", { name: /Vereinsname/ });
    await user.clear(name);
    await user.type(name, "FC Seeblick Thalwil");
    await user.click(screen.getByRole("button", { name: "Speichern" }));

    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription(taken);
    expect(name).toHaveFocus();
    expect(name).toHaveValue("FC Seeblick Thalwil");
  });

  it("names the picture each of its buttons acts on, keeping the words they show", async () => {
    server.on(
      `GET /api/manage/clubs/${CLUB.id}`,
      json({ club: { ...CLUB, stadiumImageUrl: "/uploads/stadiums/seeblick.jpg" } }),
    );
    renderInApp(<ManageClubTab clubId={CLUB.id} />);
    const buttonsOf = async (picture: string) =>
      within(await screen.findByRole("group", { name: picture }))
        .getAllByRole("button")
        .map((button) => [button.textContent?.trim(), button.getAttribute("aria-label")]);
    expect(await buttonsOf("Vereinslogo")).toEqual([
      ["Bild ändern", "Bild ändern: Vereinslogo"],
      ["Entfernen", "Vereinslogo entfernen"],
    ]);
    expect(await buttonsOf("Stadionbild")).toEqual([
      ["Bild ändern", "Bild ändern: Stadionbild"],
      ["Entfernen", "Stadionbild entfernen"],
    ]);
  });

  it("asks before removing the logo, and keeps it when the answer is no", async () => {
    const { user } = renderInApp(<ManageClubTab clubId={CLUB.id} />);
    const logo = await screen.findByRole("group", { name: "Vereinslogo" });
    await user.click(within(logo).getByRole("button", { name: "Vereinslogo entfernen" }));

    const question = await findQuestion();
    expect(question).toHaveTextContent("Vereinslogo entfernen?");
    await user.click(within(question).getByRole("button", { name: "Abbrechen" }));
    expect(server.writes()).toEqual([]);

    await user.click(within(logo).getByRole("button", { name: "Vereinslogo entfernen" }));
    await user.click(within(await findQuestion()).getByRole("button", { name: "Entfernen" }));
    await waitFor(() =>
      expect(server.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
        `PUT /api/manage/clubs/${CLUB.id}/logo`,
      ]),
    );
  });
});
