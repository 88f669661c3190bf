// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { OfficeFixtures } from "./office-fixtures.tsx";

// A group's played fixtures between teams without a club (from the group import) have no club to
// score them: the league office enters their result from its console, in the clubs' dialog.

const CHOICE = { season: 2026, canton: "Uri", league: "5. Liga" } as const;
const noClub = (id: string, name: string) => ({ ...testTeam(id, ""), name, clubId: null, clubName: null });
const IMPORTED = testMatch("m-import", {
  matchDate: "2026-12-10T14:00:00.000Z",
  homeTeam: noClub("alpha", "Import Alpha"),
  awayTeam: noClub("beta", "Import Beta"),
});
/** A club's match in the same group: the club enters its result, not the office. */
const CLUBS = testMatch("m-club", { matchDate: "2026-12-11T14:00:00.000Z" });

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/matches", json({ matches: [IMPORTED, CLUBS], nextCursor: null }));
  server.on(`GET /api/matches/${IMPORTED.id}/events`, json({ events: [] }));
  server.on(
    `PUT /api/manage/matches/${IMPORTED.id}/result`,
    json({ match: { ...IMPORTED, status: "completed", homeScore: 2, awayScore: 1 } }),
  );
});

describe("«Spiele ohne Verein» of a group", () => {
  it("lists only the fixtures no club manages and enters a result for one", async () => {
    const { user } = renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly={false} />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Import Alpha – Import Beta");
    expect(items[0]).toHaveTextContent("Ergebnis folgt");
    const read = server.requests.find((r) => r.path.startsWith("/api/matches?"));
    expect(read?.path).toContain("group=Gruppe+1");

    await user.click(
      within(list).getByRole("button", { name: "Endstand erfassen: Import Alpha – Import Beta" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Endstand erfassen" });
    await user.type(within(dialog).getByRole("spinbutton", { name: /Import Alpha/ }), "2");
    await user.type(within(dialog).getByRole("spinbutton", { name: /Import Beta/ }), "1");
    await user.click(within(dialog).getByRole("button", { name: "Endstand speichern" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        expect.objectContaining({
          method: "PUT",
          path: `/api/manage/matches/${IMPORTED.id}/result`,
          body: { homeScore: 2, awayScore: 1 },
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers no result in a closed season", async () => {
    renderInApp(<OfficeFixtures choice={CHOICE} group="Gruppe 1" readOnly />);
    const list = await screen.findByRole("region", { name: "Spiele ohne Verein, Gruppe 1" });
    expect(within(list).queryByRole("button")).not.toBeInTheDocument();
  });
});
