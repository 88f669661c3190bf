// @vitest-environment jsdom

import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../test/render.tsx";
import { ShareButton } from "./share-button.tsx";

const URL_SHARED = "https://tschutti.ch/vereine/1/teams/2";

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
}

afterEach(() => setShare(undefined));

describe("ShareButton", () => {
  it("opens the device's share sheet with title, text and address where there is one", async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    setShare(share);
    const { user } = renderInApp(
      <ShareButton title="FC Seeblick 1. Mannschaft" text="Kader und Spiele" url={URL_SHARED} />,
    );
    await user.click(screen.getByRole("button", { name: "Teilen" }));
    expect(share).toHaveBeenCalledWith({
      title: "FC Seeblick 1. Mannschaft",
      text: "Kader und Spiele",
      url: URL_SHARED,
    });
    expect(screen.queryByText("Link kopiert")).not.toBeInTheDocument();
  });

  it("says nothing when the visitor closes the share sheet", async () => {
    setShare(() => Promise.reject(new DOMException("abgebrochen", "AbortError")));
    const { user } = renderInApp(<ShareButton title="Tabelle" url={URL_SHARED} />);
    await navigator.clipboard?.writeText("vorher");
    await user.click(screen.getByRole("button", { name: "Teilen" }));
    expect(await navigator.clipboard.readText()).toBe("vorher");
  });

  it("copies the page's own address with a toast where the browser cannot share", async () => {
    setShare(undefined);
    window.history.replaceState(null, "", "/ranking?tab=tabelle&kanton=Z%C3%BCrich");
    const { user } = renderInApp(<ShareButton title="Ranking" />);
    await user.click(screen.getByRole("button", { name: "Teilen" }));
    expect(await screen.findByText("Link kopiert")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/ranking?tab=tabelle&kanton=Z%C3%BCrich`,
    );
  });

  it("copies the link when the share sheet fails for another reason", async () => {
    setShare(() => Promise.reject(new DOMException("nicht erlaubt", "NotAllowedError")));
    const { user } = renderInApp(<ShareButton title="News" url={URL_SHARED} />);
    await user.click(screen.getByRole("button", { name: "Teilen" }));
    expect(await screen.findByText("Link kopiert")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_SHARED);
  });
});
