// @vitest-environment jsdom

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ErrorState } from "./skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

// A tab that could not load its data (the server away mid-visit) offers «Erneut versuchen».
// When the retry succeeds, the error and its button give way to the data: the focus was on
// the button and fell to the top of the page, so the next Tab started at «Zum Inhalt springen».

function BoardTab() {
  const [state, setState] = useState<"failed" | "retrying" | "loaded">("failed");
  return (
    <>
      <a href="/">Zum Inhalt springen</a>
      <Tabs defaultValue="vorstand">
        <TabsList aria-label="Bereiche des Vereins">
          <TabsTrigger value="vorstand">Vorstand</TabsTrigger>
        </TabsList>
        <TabsContent value="vorstand">
          {state === "loaded" ? (
            <p>Claudia Hess, Vizepräsidentin</p>
          ) : (
            <ErrorState
              message="Die Vorstandsmitglieder konnten nicht geladen werden."
              isRetrying={state === "retrying"}
              onRetry={() => {
                setState("retrying");
                void Promise.resolve().then(() => setState("loaded"));
              }}
            />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

describe("ErrorState's «Erneut versuchen»", () => {
  it("hands the focus to the place the data now fills, not to the top of the page", async () => {
    const user = userEvent.setup();
    render(<BoardTab />);
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await screen.findByText("Claudia Hess, Vizepräsidentin");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("tabpanel", { name: "Vorstand" })),
    );
  });

  it("leaves the focus where the person put it while the retry ran", async () => {
    const user = userEvent.setup();
    render(<BoardTab />);
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    screen.getByRole("link", { name: "Zum Inhalt springen" }).focus();
    await screen.findByText("Claudia Hess, Vizepräsidentin");
    await Promise.resolve();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Zum Inhalt springen" }));
  });
});
