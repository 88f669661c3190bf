// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { Suspense, use, useState } from "react";
import { flushSync } from "react-dom";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInApp } from "../test/render.tsx";
import { useAddressChoice } from "./address-choice.ts";

// The hook under React's concurrent rendering: the router puts a new address on screen in a
// transition, which React may render and then drop (a part of the page waits for data) while an
// urgent render of the old address comes first. A dropped render must leave nothing behind.

interface Choice {
  canton: string;
  league: string;
}

const parse = (params: URLSearchParams): Choice => ({
  canton: params.get("kanton") ?? "Zürich",
  league: params.get("liga") ?? "3. Liga",
});
const addressOf = (choice: Choice) =>
  new URLSearchParams({ kanton: choice.canton, liga: choice.league }).toString();

/** Suspends the page while the address shows Uri and the data has not arrived. */
let uriData: Promise<void> = Promise.resolve();
function UriData() {
  const { inAddress } = useAddressChoice(parse, addressOf);
  if (inAddress.canton === "Uri") use(uriData);
  return null;
}

let renderUrgently: () => void = () => {};
let urgentRenders = -1;
function Picker() {
  const [ticks, setTicks] = useState(0);
  urgentRenders = ticks;
  renderUrgently = () => setTicks((n) => n + 1);
  const { shown, change } = useAddressChoice(parse, addressOf);
  return (
    <>
      <select aria-label="Kanton" value={shown.canton} onChange={(e) => change({ canton: e.target.value })}>
        <option>Zürich</option>
        <option>Uri</option>
      </select>
      <select aria-label="Liga" value={shown.league} onChange={(e) => change({ league: e.target.value })}>
        <option>3. Liga</option>
        <option>4. Liga</option>
      </select>
      <Suspense fallback={null}>
        <UriData />
      </Suspense>
    </>
  );
}

/** Chooses an option as a person does, outside `act`: React schedules the renders as in a browser. */
function choose(label: string, value: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("useAddressChoice", () => {
  // `act` would finish every render before the test goes on (and wait for a suspended one), so
  // the dropped render below could not happen. Here React schedules as in a browser.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("keeps the first change when the router's render of it is dropped before the second", async () => {
    let arrive = () => {};
    uriData = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter([{ path: "/", element: <Picker /> }]);
    renderInApp(<RouterProvider router={router} />);
    await waitFor(() => expect(urgentRenders).toBe(0));

    choose("Kanton", "Uri");
    await waitFor(() => expect(router.state.location.search).toBe("?kanton=Uri&liga=3.+Liga"));
    // The router's render of «Uri» waits for its data; meanwhile something else on the page
    // renders at once (a query's answer), with the address as it still is.
    // The second change comes before React has tried «Uri» again (flushSync: in one task).
    flushSync(() => renderUrgently());
    expect(urgentRenders).toBe(1);
    choose("Liga", "4. Liga");
    await waitFor(() => expect(router.state.location.search).toBe("?kanton=Uri&liga=4.+Liga"));
    arrive();
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Liga").value).toBe("4. Liga"));
    expect(screen.getByLabelText<HTMLSelectElement>("Kanton").value).toBe("Uri");
  });
});
