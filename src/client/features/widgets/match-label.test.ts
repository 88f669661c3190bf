import { expect, it } from "vitest";
import { testMatch } from "../../test/match-rows.ts";
import { matchLabel } from "./manage-widgets-tab.tsx";

it("names a match in the widget's picker by its clubs and teams", () => {
  const match = testMatch("m-1");
  const label = matchLabel(match);
  expect(label).toContain(`${match.homeTeam.clubName} ${match.homeTeam.name}`);
  expect(label).toContain(`${match.awayTeam.clubName} ${match.awayTeam.name}`);
});
