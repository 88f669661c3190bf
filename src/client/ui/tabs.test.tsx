// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { version as reactVersion, useState } from "react";
import { version as reactDomVersion } from "react-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

/** The club page's tabs, with the open tab held by the page as it is in the address. */
function ClubTabs({ onChange }: { onChange?: (value: string) => void }) {
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
        <TabsTrigger value="mannschaften">Mannschaften</TabsTrigger>
        <TabsTrigger value="vorstand">Vorstand</TabsTrigger>
        <TabsTrigger value="kontakt">Kontakt</TabsTrigger>
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
});
