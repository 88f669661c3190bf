// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as InfoPage } from "./info-page.tsx";

// «Für Vereine & Fans» had two h1 headings («Der Amateurfussball der Schweiz – digital.» and
// «Pläne»): a screen reader's list of headings showed two pages in one.
it("has one h1, with the plans and their cards below it", async () => {
  fakeServer().on("GET /api/me", json(SIGNED_OUT_ME));
  renderInApp(
    <MemoryRouter>
      <InfoPage />
    </MemoryRouter>,
  );
  expect(await screen.findAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(screen.getByRole("heading", { level: 2, name: "Pläne" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent?.trim())).toEqual(
    expect.arrayContaining(["Fan", "Verein"]),
  );
});
