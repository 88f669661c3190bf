// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { PlaceDialog } from "./office-dialogs.tsx";

// Moving a team with counted matches in the running season, the league office decides what
// becomes of them: they stay in the old group's table, or they are annulled.

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("PUT /api/league-office/placements", (request) =>
    json(
      request.path.includes("dryRun=1")
        ? {
            result: "moved",
            from: { canton: "Zürich", league: "3. Liga", group: "Gruppe 1" },
            comingInOldGroup: 0,
          }
        : { result: "moved" },
    ),
  );
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
  await user.click(within(await findQuestion()).getByRole("button", { name: "Verschieben" }));
  await waitFor(() =>
    expect(server.writes().filter((w) => !w.path.includes("dryRun"))).toEqual([
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

// A move changes two tables fans read (decision 018): the office is asked first, in plain words,
// whether the team came from the search (no counted matches known) or from its group's line.
// The server decides what a placement would be (`?dryRun=1`), the client only asks.
describe("a move of a team with counted matches", () => {
  const placedInGroup1 = { canton: "Zürich", league: "3. Liga", group: "Gruppe 1" };
  const realWrites = () => server.writes().filter((w) => !w.path.includes("dryRun"));

  function renderMove(comingInOldGroup = 0) {
    server.on("PUT /api/league-office/placements", (request) =>
      request.path.includes("dryRun=1")
        ? json({ result: "moved", from: placedInGroup1, comingInOldGroup })
        : json({ result: "moved" }),
    );
    const closed = vi.fn();
    const rendered = renderInApp(
      <PlaceDialog
        team={{ teamId: "11111111-1111-4111-8111-111111111111", name: "FC Biber" }}
        seasons={[2026, 2027]}
        initial={{ ...initial, group: "Gruppe 2" }}
        onClose={closed}
      />,
    );
    return { ...rendered, closed };
  }

  it("asks before it moves, and moves nothing when the office cancels (focus back on the button)", async () => {
    const { user, closed } = renderMove();
    const submit = await screen.findByRole("button", { name: "Einteilen" });
    await user.click(submit);
    const question = await findQuestion("FC Biber verschieben?");
    expect(question).toHaveTextContent("verlässt Zürich, 3. Liga, Gruppe 1");
    expect(question).toHaveTextContent("bleiben in der Tabelle von Gruppe 1");
    expect(question).toHaveTextContent("«in Gruppe 2 verschoben»");
    // The safe answer has the focus: Enter cancels.
    expect(screen.getByRole("button", { name: "Abbrechen" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(submit).toHaveFocus());
    expect(realWrites()).toEqual([]);
    expect(closed).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Mannschaft einteilen" })).toBeInTheDocument();
  });

  // Its fixtures still set against the old group count in no table once it has left.
  it("tells what stays set against the old group", async () => {
    const { user } = renderMove(2);
    await user.click(await screen.findByRole("button", { name: "Einteilen" }));
    expect(await findQuestion("FC Biber verschieben?")).toHaveTextContent(
      "2 kommende Spiele gegen Gruppe 1 bleiben angesetzt und zählen in keiner Tabelle.",
    );
  });

  it("says nothing of coming matches when none stay set against the old group", async () => {
    const { user } = renderMove(0);
    await user.click(await screen.findByRole("button", { name: "Einteilen" }));
    expect(await findQuestion("FC Biber verschieben?")).not.toHaveTextContent("kommende");
  });

  it("moves once the office confirms", async () => {
    const { user, closed } = renderMove();
    await user.click(await screen.findByRole("button", { name: "Einteilen" }));
    await user.click(within(await findQuestion()).getByRole("button", { name: "Verschieben" }));
    await waitFor(() =>
      expect(realWrites()).toEqual([
        expect.objectContaining({ method: "PUT", body: expect.objectContaining({ group: "Gruppe 2" }) }),
      ]),
    );
    await waitFor(() => expect(closed).toHaveBeenCalled());
    // A sentence with its nouns capitalised, not the select's option lower-cased («alten gruppe»).
    expect(
      await screen.findByText("Verschoben. Die bisherigen Spiele bleiben in Gruppe 1."),
    ).toBeInTheDocument();
  });

  it("says so when the office annuls the matches", async () => {
    server.on(
      "PUT /api/league-office/placements",
      json({ result: "moved", from: placedInGroup1, comingInOldGroup: 0 }),
    );
    const { user } = renderInApp(
      <PlaceDialog
        team={{ teamId: "11111111-1111-4111-8111-111111111111", name: "FC Biber", countedMatches: 5 }}
        seasons={[2026, 2027]}
        initial={{ ...initial, group: "Gruppe 2" }}
        onClose={() => undefined}
      />,
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: /Bisherige Spiele/ }), "annul");
    await user.click(screen.getByRole("button", { name: "Einteilen" }));
    const question = await findQuestion("FC Biber verschieben?");
    expect(question).toHaveTextContent("5 gewertete Spiele in Gruppe 1 werden annulliert");
    await user.click(within(question).getByRole("button", { name: "Verschieben" }));
    expect(
      await screen.findByText("Verschoben. Die bisherigen Spiele in Gruppe 1 sind annulliert."),
    ).toBeInTheDocument();
  });

  it("does not ask for a first placement", async () => {
    server.on(
      "PUT /api/league-office/placements",
      json({ result: "placed", from: null, comingInOldGroup: 0 }),
    );
    const closed = vi.fn();
    const { user } = renderInApp(
      <PlaceDialog
        team={{ teamId: "11111111-1111-4111-8111-111111111111", name: "FC Neu" }}
        seasons={[2026, 2027]}
        initial={initial}
        onClose={closed}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Einteilen" }));
    await waitFor(() => expect(realWrites()).toHaveLength(1));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
