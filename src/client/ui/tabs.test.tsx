// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { version as reactVersion, useState } from "react";
import { version as reactDomVersion } from "react-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

/** The club page's tabs, with the open tab held by the page as it is in the address. */
function ClubTabs({ onChange, linked = false }: { onChange?: (value: string) => void; linked?: boolean }) {
  const [tab, setTab] = useState("vorstand");
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        setTab(value);
        onChange?.(value);
      }}
    >
      <TabsList aria-label="Bereiche des Vereins">
        <TabsTrigger value="mannschaften" href={linked ? "/vereine/1?tab=mannschaften" : undefined}>
          Mannschaften
        </TabsTrigger>
        <TabsTrigger value="vorstand" href={linked ? "/vereine/1?tab=vorstand" : undefined}>
          Vorstand
        </TabsTrigger>
        <TabsTrigger value="kontakt" href={linked ? "/vereine/1?tab=kontakt" : undefined}>
          Kontakt
        </TabsTrigger>
      </TabsList>
      <TabsContent value="mannschaften">Liste der Mannschaften</TabsContent>
      <TabsContent value="vorstand">Präsidentin Anna Muster</TabsContent>
      <TabsContent value="kontakt">Adresse: Seestrasse 1</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("can be reached by keyboard in the server's HTML, before Radix hands out its tab stop", () => {
    const html = renderToString(<ClubTabs />);
    const list = new DOMParser().parseFromString(html, "text/html").querySelector('[role="tablist"]');
    expect(list?.getAttribute("tabindex")).toBe("0");
  });

  it("lets a keyboard reach each tab link in the server's HTML, which opens its address without scripts", () => {
    const html = renderToString(<ClubTabs linked />);
    const tabs = new DOMParser().parseFromString(html, "text/html").querySelectorAll('[role="tab"]');
    expect([...tabs].map((tab) => [tab.getAttribute("href"), tab.getAttribute("tabindex")])).toEqual([
      ["/vereine/1?tab=mannschaften", "0"],
      ["/vereine/1?tab=vorstand", "0"],
      ["/vereine/1?tab=kontakt", "0"],
    ]);
  });

  it("keeps Radix's one tab stop for linked tabs once it runs", async () => {
    render(<ClubTabs linked />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Vorstand" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("tabindex", "-1");
  });

  it("leaves the tab stop to Radix once it runs: the open tab, not the list", async () => {
    render(<ClubTabs />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Vorstand" })).toHaveFocus();
  });

  it("renders with React itself, not a stand-in", () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(reactDomVersion).toBe(reactVersion);
  });

  it("shows the open tab's panel only, labelled by its tab", () => {
    render(<ClubTabs />);
    expect(screen.getByRole("tablist", { name: "Bereiche des Vereins" })).toBeInTheDocument();
    const open = screen.getByRole("tab", { name: "Vorstand" });
    expect(open).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Präsidentin Anna Muster");
    expect(panel).toHaveAccessibleName("Vorstand");
    expect(screen.queryByText("Adresse: Seestrasse 1")).not.toBeInTheDocument();
  });

  it("opens a tab on click and tells the page", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ClubTabs onChange={onChange} />);
    await user.click(screen.getByRole("tab", { name: "Kontakt" }));
    expect(screen.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Adresse: Seestrasse 1");
    expect(onChange).toHaveBeenCalledWith("kontakt");
  });

  it("is one tab stop; arrow keys (wrapping), Home and End move and open", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <button type="button">davor</button>
        <ClubTabs />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "davor" }));
    await user.tab();
    expect(screen.getByRole("tab", { name: "Vorstand" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Kontakt" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Adresse");

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Mannschaften" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Liste der Mannschaften");

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Mannschaften" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("aria-selected", "true");

    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  describe("as links to their addresses", () => {
    it("are links in the server's HTML, so that they open without the page's code", () => {
      const html = renderToString(<ClubTabs linked />);
      const doc = new DOMParser().parseFromString(html, "text/html");
      const tab = doc.querySelector('[role="tab"][aria-selected="false"]');
      expect(tab?.tagName).toBe("A");
      expect(tab?.getAttribute("href")).toBe("/vereine/1?tab=mannschaften");
      // Radix's type="button" names no type of a link's target.
      expect(tab?.hasAttribute("type")).toBe(false);
    });

    it("open on this page on a click, the link's own navigation not taken", async () => {
      const onChange = vi.fn();
      const user = userEvent.setup({ delay: null });
      render(<ClubTabs linked onChange={onChange} />);
      const kontakt = screen.getByRole("tab", { name: "Kontakt" });
      const clicks: boolean[] = [];
      // Read after React's own listener (at the root) has run.
      const listen = (event: MouseEvent) => clicks.push(event.defaultPrevented);
      document.addEventListener("click", listen);
      onTestFinished(() => document.removeEventListener("click", listen));
      await user.click(kontakt);
      expect(screen.getByRole("tabpanel")).toHaveTextContent("Adresse: Seestrasse 1");
      expect(onChange).toHaveBeenCalledWith("kontakt");
      expect(clicks).toEqual([true]);
    });

    it("leave a Ctrl-click to the browser, which opens the address in a new tab", async () => {
      const user = userEvent.setup({ delay: null });
      render(<ClubTabs linked />);
      const kontakt = screen.getByRole("tab", { name: "Kontakt" });
      const clicks: boolean[] = [];
      // Read after React's own listener (at the root) has run.
      const listen = (event: MouseEvent) => clicks.push(event.defaultPrevented);
      document.addEventListener("click", listen);
      onTestFinished(() => document.removeEventListener("click", listen));
      await user.keyboard("{Control>}");
      await user.click(kontakt);
      await user.keyboard("{/Control}");
      expect(clicks).toEqual([false]);
      expect(kontakt).toHaveAttribute("aria-selected", "false");
    });

    it("open by keyboard as the buttons do", async () => {
      const user = userEvent.setup({ delay: null });
      render(<ClubTabs linked />);
      await user.tab();
      expect(screen.getByRole("tab", { name: "Vorstand" })).toHaveFocus();
      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("aria-selected", "true");
      expect(screen.getByRole("tabpanel")).toHaveTextContent("Adresse");
    });
  });
});
