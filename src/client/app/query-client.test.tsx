// @vitest-environment jsdom

import { onlineManager, useMutation } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { api, errorMessage } from "../lib/api.ts";
import { fakeServer, json } from "../test/fake-server.ts";
import { renderInApp } from "../test/render.tsx";
import { Button } from "../ui/button.tsx";

// A write made without a connection says so at once. Paused (the query library's default
// offline), it spun until the connection came back and was then sent without a word: a
// volunteer who had given up entered the same event again.

function DeleteEvent() {
  const save = useMutation({
    mutationFn: () => api(matchPaths.removeEvent("e1"), { method: "DELETE" }),
  });
  return (
    <>
      <Button onClick={() => save.mutate()} loading={save.isPending}>
        Speichern
      </Button>
      {save.isError ? <p role="alert">{errorMessage(save.error, "")}</p> : null}
      {save.isSuccess ? <p>Gespeichert</p> : null}
    </>
  );
}

afterEach(() => onlineManager.setOnline(true));

describe("writes without a connection", () => {
  it("fail at once with a German message instead of waiting silently", async () => {
    const server = fakeServer();
    server.on("DELETE /api/manage/events/e1", json({ ok: true }));
    server.setOffline(true);
    onlineManager.setOnline(false);
    const { user } = renderInApp(<DeleteEvent />);
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Keine Verbindung zum Server");
    // Back online, nothing is sent behind the person's back.
    server.setOffline(false);
    onlineManager.setOnline(true);
    expect(server.writes().filter((w) => w.reached)).toEqual([]);
  });
});
