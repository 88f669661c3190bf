// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { SearchField } from "./search-field.tsx";

// The server renders a list page with its search box. A fan on a slow phone may type into it
// before the page has hydrated: the box shows the text, and the list must follow it.

function Search({ onTerm, onSubmit }: { onTerm: (term: string) => void; onSubmit?: () => void }) {
  const [text, setText] = useState("");
  return (
    <SearchField
      label="Vereine durchsuchen"
      value={text}
      onChange={(next) => {
        setText(next);
        onTerm(next);
      }}
      name="suche"
      onSubmit={onSubmit}
    />
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

it("takes over text typed before the page hydrated", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Search onTerm={() => {}} />);
  document.body.append(container);
  const box = container.querySelector("input");
  if (!box) throw new Error("no search box in the server's HTML");
  box.value = "Aarau";
  const onTerm = vi.fn();
  const root = await act(async () => hydrateRoot(container, <Search onTerm={onTerm} />));
  expect(onTerm).toHaveBeenCalledWith("Aarau");
  expect(box.value).toBe("Aarau");
  act(() => root.unmount());
});

it("takes nothing over when the box was empty", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Search onTerm={() => {}} />);
  document.body.append(container);
  const onTerm = vi.fn();
  const root = await act(async () => hydrateRoot(container, <Search onTerm={onTerm} />));
  expect(onTerm).not.toHaveBeenCalled();
  act(() => root.unmount());
});

it("is a GET form on the address parameter, and Enter searches at once without leaving the page", async () => {
  const onSubmit = vi.fn();
  render(<Search onTerm={() => {}} onSubmit={onSubmit} />);
  const box = screen.getByRole("searchbox", { name: "Vereine durchsuchen" });
  expect(box).toHaveAttribute("name", "suche");
  expect(box.closest("form")).toHaveAttribute("method", "get");
  await userEvent.type(box, "See{Enter}");
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(box).toHaveValue("See");
});
