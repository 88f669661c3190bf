// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderInApp } from "../test/render.tsx";
import { toast } from "./toast.tsx";

// The tests of a file share the toasts' module state; the setup (test/dom-setup.ts) empties it
// after each test. In order: a toast asked for before sonner was loaded (it waits for the first
// Toaster), then one that was on screen: neither may show in the next test.

it("asks for a toast while sonner is not loaded yet, and ends before it shows", () => {
  toast.error("Toast aus dem ersten Test");
});

it("does not show a toast of an earlier test that was still waiting for sonner", async () => {
  renderInApp(<p>Zweiter Test</p>);
  toast.success("Toast aus dem zweiten Test");
  expect(await screen.findByText("Toast aus dem zweiten Test")).toBeInTheDocument();
  expect(screen.queryByText("Toast aus dem ersten Test")).not.toBeInTheDocument();
});

it("does not show a toast an earlier test had on screen", async () => {
  renderInApp(<p>Dritter Test</p>);
  toast.info("Toast aus dem dritten Test");
  expect(await screen.findByText("Toast aus dem dritten Test")).toBeInTheDocument();
  expect(screen.queryByText("Toast aus dem zweiten Test")).not.toBeInTheDocument();
});

it("lets Tab go on from the toast's «Schliessen» instead of back to where the focus came from", async () => {
  // Sonner takes the focus back to the element it came into the toasts from as soon as it leaves
  // them: Tab from «Schliessen» landed on the page's last link again, and again, until the toast
  // was gone.
  const { user } = renderInApp(
    <nav>
      <a href="/">Home</a>
      <a href="/entwickler">Für Entwickler</a>
    </nav>,
  );
  toast.success("Gespeichert");
  await screen.findByText("Gespeichert");
  const last = screen.getByRole("link", { name: "Für Entwickler" });
  last.focus();
  await user.tab();
  await user.tab();
  expect(screen.getByRole("button", { name: "Schliessen" })).toHaveFocus();
  await user.tab();
  expect(last).not.toHaveFocus();
  expect(screen.getByText("Gespeichert")).toBeInTheDocument();
});
