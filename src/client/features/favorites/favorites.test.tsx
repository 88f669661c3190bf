// @vitest-environment jsdom
import { useIsFetching } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Me } from "#shared/account/types.ts";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { FavoriteButton, type FavoriteTeamRef } from "./favorite-button.tsx";
import { FavoritesSync } from "./favorites-sync.tsx";
import { LOCAL_FAVORITES_KEY, useLocalFavorites } from "./local-favorites.ts";
import { FAVORITE_TOASTS, useFavorites } from "./use-favorites.ts";

const TEAM: FavoriteTeamRef = {
  id: "team-1",
  clubId: "club-1",
  clubName: "FC Seeblick",
  name: "1. Mannschaft",
  logo: "/uploads/logo.webp",
};

const SIGNED_IN: Me = { ...SIGNED_OUT_ME, user: { id: "user-1", email: "fan@example.ch" } };

/** The start page's list of favourites, which reads the same store as the hearts. */
function FavoriteNames() {
  const favorites = useLocalFavorites();
  return (
    <ul aria-label="Meine Teams">
      {favorites.map((f) => (
        <li key={f.id}>{f.name}</li>
      ))}
    </ul>
  );
}

const stored = () => JSON.parse(localStorage.getItem(LOCAL_FAVORITES_KEY) ?? "null");

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
});

describe("a visitor's favourites (browser storage)", () => {
  beforeEach(() => server.on("GET /api/me", json(SIGNED_OUT_ME)));

  it("stores the team in the spec's shape and every view of the store follows", async () => {
    const { user } = renderInApp(
      <>
        <FavoriteButton team={TEAM} />
        <FavoriteNames />
      </>,
    );
    const heart = await screen.findByRole("button", { name: "Zu Favoriten hinzufügen" });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);

    expect(await screen.findByRole("button", { name: "Aus Favoriten entfernen" })).toBeInTheDocument();
    expect(stored()).toEqual([
      { id: "team-1", clubId: "club-1", name: "FC Seeblick – 1. Mannschaft", logo: "/uploads/logo.webp" },
    ]);
    expect(screen.getByRole("list", { name: "Meine Teams" })).toHaveTextContent(
      "FC Seeblick – 1. Mannschaft",
    );
    expect(await screen.findByText("Zu Favoriten hinzugefügt")).toBeInTheDocument();
    expect(screen.getByText(FAVORITE_TOASTS.addedTextVisitor)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Aus Favoriten entfernen" }));
    expect(await screen.findByRole("button", { name: "Zu Favoriten hinzufügen" })).toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(screen.getByRole("list", { name: "Meine Teams" })).toBeEmptyDOMElement();
    expect(server.writes()).toEqual([]);
  });

  it("follows a change made in another tab", async () => {
    renderInApp(<FavoriteButton team={TEAM} />);
    await screen.findByRole("button", { name: "Zu Favoriten hinzufügen" });

    act(() => {
      localStorage.setItem(
        LOCAL_FAVORITES_KEY,
        JSON.stringify([{ id: "team-1", clubId: null, name: "X", logo: null }]),
      );
      window.dispatchEvent(new StorageEvent("storage", { key: LOCAL_FAVORITES_KEY }));
    });
    expect(await screen.findByRole("button", { name: "Aus Favoriten entfernen" })).toBeInTheDocument();
  });

  it("skips stored entries of a wrong shape instead of breaking the page", async () => {
    localStorage.setItem(
      LOCAL_FAVORITES_KEY,
      JSON.stringify([{ id: 5 }, "x", { id: "team-2", name: "FC Ost" }]),
    );
    renderInApp(<FavoriteNames />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["FC Ost"]);

    localStorage.setItem(LOCAL_FAVORITES_KEY, "{kaputt");
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: LOCAL_FAVORITES_KEY })));
    await waitFor(() => expect(screen.queryByRole("listitem")).not.toBeInTheDocument());
  });
});

describe("a signed-in user's favourites (server)", () => {
  beforeEach(() => {
    server.on("GET /api/me", json(SIGNED_IN));
    server.on("GET /api/favorites", json({ favorites: [] }));
  });

  it("saves on the server, not in the browser", async () => {
    server.on("POST /api/favorites", json({ favorite: {} }, 201));
    const { user } = renderInApp(<FavoriteButton team={TEAM} />);
    const heart = await screen.findByRole("button", { name: "Zu Favoriten hinzufügen" });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);

    await waitFor(() =>
      expect(server.writes()).toEqual([
        expect.objectContaining({ method: "POST", path: "/api/favorites", body: { teamId: "team-1" } }),
      ]),
    );
    expect(await screen.findByText("Zu Favoriten hinzugefügt")).toBeInTheDocument();
    // The spec's promise of push notifications, said as it holds: switched on per team.
    expect(screen.getByText(FAVORITE_TOASTS.addedText)).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it("puts the heart back and says so when the server refuses", async () => {
    server.on("POST /api/favorites", apiError(503, "Die Datenbank ist gerade nicht erreichbar."));
    const { user } = renderInApp(<FavoriteButton team={TEAM} />);
    const heart = await screen.findByRole("button", { name: "Zu Favoriten hinzufügen" });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);

    expect(await screen.findByText("Die Favoriten konnten nicht aktualisiert werden.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Zu Favoriten hinzufügen" })).toBeInTheDocument();
  });
});

/** The profile's list: the signed-in user's favourites as the server keeps them. */
function AccountFavorites() {
  const { favorites, isLoading } = useFavorites();
  const reading = useIsFetching({ queryKey: ["favorites"] }) > 0;
  if (isLoading) return <p>Lädt</p>;
  return (
    <ul aria-label="Favoriten im Konto" aria-busy={reading}>
      {favorites.map((f) => (
        <li key={f.id}>{f.name}</li>
      ))}
    </ul>
  );
}

describe("signing up with favourites kept in the browser", () => {
  it("shows the moved favourite even when the list was read before the move answered", async () => {
    localStorage.setItem(
      LOCAL_FAVORITES_KEY,
      JSON.stringify([
        {
          id: "6f1c1e8e-6b7a-4f55-9a53-2f2b1d3c4e5f",
          clubId: null,
          name: "FC Seeblick – 1. Mannschaft",
          logo: null,
        },
      ]),
    );
    server.on("GET /api/me", json(SIGNED_IN));
    // The page reads the account's list at once, while the move is still on its way; that read
    // answers last, with the list as it was before the move.
    let answerList: (answer: ReturnType<typeof json>) => void = () => {};
    server.on("GET /api/favorites", () => new Promise((resolve) => (answerList = resolve)));
    const moved = {
      id: "6f1c1e8e-6b7a-4f55-9a53-2f2b1d3c4e5f",
      clubId: "club-1",
      name: "1. Mannschaft",
      logo: null,
      clubName: "FC Seeblick",
      league: "3. Liga",
      canton: "ZH",
      createdAt: "2026-11-27T07:00:00.000Z",
    };
    server.on("POST /api/favorites/merge", json({ favorites: [moved] }));

    renderInApp(
      <>
        <FavoritesSync />
        <AccountFavorites />
      </>,
    );
    await waitFor(() => expect(stored()).toBeNull());
    act(() => answerList(json({ favorites: [] })));

    // Once no read is under way any more, the list the page keeps is the one after the move.
    const list = await screen.findByRole("list", { name: "Favoriten im Konto" });
    await waitFor(() => expect(list).toHaveAttribute("aria-busy", "false"));
    expect(list).toHaveTextContent("FC Seeblick – 1. Mannschaft");
  });
});
