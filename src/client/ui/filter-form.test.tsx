// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { FilterForm } from "./filter-form.tsx";

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adresse">{pathname + search}</output>;
}

function Filters({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <FilterForm keep={{ tab: "vergangene" }}>
        <label>
          Kanton
          <select name="kanton" defaultValue="Bern">
            <option value="">Alle Kantone</option>
            <option value="Bern">Bern</option>
          </select>
        </label>
        <label>
          Von
          <input name="von" defaultValue="" />
        </label>
      </FilterForm>
      <Address />
    </MemoryRouter>
  );
}

describe("FilterForm", () => {
  it("sent with the page's code running (Enter in a field), keeps the address's other choices but not its page", async () => {
    const user = userEvent.setup({ delay: null });
    // The list was at a later page: the new choice starts at the top.
    render(
      <Filters at="/spielplan?tab=vergangene&meine=1&kanton=Bern&weiter=1764331200000000_8f0c6b1e-2d6a-4c1e-9a53-0b1f2e3d4c5b" />,
    );
    await user.type(screen.getByRole("textbox", { name: "Von" }), "2026-11-01{Enter}");
    const address = new URL(screen.getByRole("status", { name: "Adresse" }).textContent ?? "", "http://x");
    expect(address.pathname).toBe("/spielplan");
    expect(Object.fromEntries(address.searchParams)).toEqual({
      tab: "vergangene",
      meine: "1",
      kanton: "Bern",
      von: "2026-11-01",
    });
  });

  it("drops a choice the form now leaves empty", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Filters at="/spielplan?kanton=Bern&von=2026-10-01" />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Kanton" }), "");
    await user.type(screen.getByRole("textbox", { name: "Von" }), "{Enter}");
    const address = new URL(screen.getByRole("status", { name: "Adresse" }).textContent ?? "", "http://x");
    expect(Object.fromEntries(address.searchParams)).toEqual({ tab: "vergangene" });
  });
});
