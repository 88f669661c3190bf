// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { fakeServer } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { OpponentTeamDialog } from "./opponent-team-dialog.tsx";

// The match dialog's «Neues Team» checks its fields before sending, and a refusal takes the
// keyboard to the first field that needs a change, not leaving it on «Team erstellen».

it("focuses the missing name, then the missing league", async () => {
  const server = fakeServer();
  const { user } = renderInApp(
    <OpponentTeamDialog
      clubId="club-1"
      open
      onOpenChange={() => {}}
      defaults={{ canton: "Bern", league: "" }}
      onCreated={() => {}}
    />,
  );
  await user.click(await screen.findByRole("button", { name: "Team erstellen" }));
  const name = screen.getByRole("textbox", { name: /Name/ });
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(name).toHaveFocus();

  await user.type(name, "FC Gast");
  await user.click(screen.getByRole("button", { name: "Team erstellen" }));
  expect(screen.getByRole("combobox", { name: /Liga/ })).toHaveFocus();
  expect(server.writes()).toEqual([]);
});
