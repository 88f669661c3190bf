// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { LOCAL_FAVORITES_KEY, useLocalFavorites } from "./local-favorites.ts";

// The server renders every page with no local favourites. A browser with none stored must read
// the same list, or React renders each component that asks for them a second time right after
// hydrating: on the start page, the whole page, in one blocking task.

let renders = 0;

function Favorites() {
  renders++;
  return <p>{useLocalFavorites().length}</p>;
}

afterEach(() => {
  document.body.innerHTML = "";
  window.localStorage.clear();
});

it("a browser with no favourites stored hydrates them without a second render", async () => {
  window.localStorage.removeItem(LOCAL_FAVORITES_KEY);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Favorites />);
  document.body.append(container);
  renders = 0;
  const root = await act(async () => hydrateRoot(container, <Favorites />));
  expect(renders).toBe(1);
  expect(container.textContent).toBe("0");
  act(() => root.unmount());
});
