// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { PlaceDialog } from "./office-dialogs.tsx";

// Moving a team with counted matches in the running season, the league office decides what
// becomes of them: they stay in the old group's table, or they are annulled.

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("PUT /api/league-office/placements", json({ result: "moved" }));
});

const initial = { season: 2026, canton: "Zürich" as const, league: "3. Liga" as const, group: "Gruppe 1" };

it("asks what becomes of a team's counted matches, and sends the choice", async () => {
  const { user } = renderInApp(
    <PlaceDialog
      team={{ teamId: "11111111-1111-4111-8111-111111111111", name: "FC Biber", countedMatches: 3 }}
      seasons={[2026, 2027]}
      initial={initial}
      onClose={() => undefined}
    />,
  );
  const choice = await screen.findByRole("combobox", { name: /Bisherige Spiele \(3 gewertet\)/ });
  await user.selectOptions(choice, "annul");
  const group = screen.getByRole("textbox", { name: /Gruppe/ });
  await user.clear(group);
  await user.type(group, "Gruppe 2");
  await user.click(screen.getByRole("button", { name: "Einteilen" }));
  await waitFor(() =>
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: "PUT",
        body: expect.objectContaining({ group: "Gruppe 2", movedMatches: "annul" }),
      }),
    ]),
  );
});

it("does not ask for a team without counted matches, nor for next season", async () => {
  renderInApp(
    <PlaceDialog
      team={{ teamId: "11111111-1111-4111-8111-111111111111", name: "FC Neu", countedMatches: 0 }}
      seasons={[2026, 2027]}
      initial={initial}
      onClose={() => undefined}
    />,
  );
  await screen.findByRole("textbox", { name: /Gruppe/ });
  expect(screen.queryByRole("combobox", { name: /Bisherige Spiele/ })).not.toBeInTheDocument();
});
