// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPES } from "#shared/api-keys/schema.ts";
import { deprecationNotes, NOTICE_MONTHS, VERSION_POLICY } from "#shared/api-versions.ts";
import { formatCount } from "#shared/format.ts";
import { LIVE_FRAME_KINDS, type LiveFrameKind } from "#shared/live/stream-frames.ts";
import { LIVE_FRAME_DESCRIPTIONS, STREAM_LOG_HOURS, STREAM_REPLAY_LIMIT } from "#shared/live/stream-guide.ts";
import { WIDGET_HEIGHT_MESSAGE } from "#shared/widgets/height-message.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as DevelopersPage } from "./developers-page.tsx";

it("tells an integrator how a club's own systems write: keys, their permissions, the header", () => {
  const router = createMemoryRouter([{ path: "/entwickler", Component: DevelopersPage }], {
    initialEntries: ["/entwickler"],
  });
  renderInApp(<RouterProvider router={router} />);
  const keys = screen.getByRole("region", { name: "API-Schlüssel für Vereine" });
  for (const scope of API_KEY_SCOPES) {
    expect(within(keys).getByText(API_KEY_SCOPE_DESCRIPTIONS[scope])).toBeInTheDocument();
  }
  expect(within(keys).getByText("Authorization: Bearer tsk_…")).toBeInTheDocument();
  // An integrator asked where a key is made: the way there is a link, as the widgets' is.
  expect(
    within(keys).getByRole("link", { name: "Vereinsverwaltung unter «Mein Verein» → «API-Schlüssel»" }),
  ).toHaveAttribute("href", "/manage-club/club");
  // The open API's section no longer says writing is impossible from outside.
  expect(screen.queryByText(/Schreiben geht nur über Tschutti selbst/)).not.toBeInTheDocument();
});

it("tells an integrator how a widget's frame takes the widget's height", () => {
  const router = createMemoryRouter([{ path: "/entwickler", Component: DevelopersPage }], {
    initialEntries: ["/entwickler"],
  });
  renderInApp(<RouterProvider router={router} />);
  const widgets = screen.getByRole("region", { name: "Widgets für Vereins-Websites" });
  expect(within(widgets).getByText(/Die Höhe passt sich dem Inhalt an/)).toBeInTheDocument();
  expect(within(widgets).getByText(new RegExp(WIDGET_HEIGHT_MESSAGE))).toBeInTheDocument();
});

it("prints example addresses as they can be pasted into curl: umlauts and spaces encoded", () => {
  const router = createMemoryRouter([{ path: "/entwickler", Component: DevelopersPage }], {
    initialEntries: ["/entwickler"],
  });
  const { container } = renderInApp(<RouterProvider router={router} />);
  const addresses = [...container.querySelectorAll("code")]
    .map((code) => code.textContent ?? "")
    .filter((text) => /^\/(api|widget)\//.test(text));
  expect(addresses.length).toBeGreaterThan(5);
  // A raw «ü» in the request line is refused before the app sees it (400 without a body).
  for (const address of addresses) expect(address, address).toMatch(/^[!-~]+$/);
  expect(addresses).toContain("/api/rankings/table?canton=Z%C3%BCrich&league=3.%20Liga&group=Gruppe%201");
});

it("tells an integrator how to follow matches live: the stream, every kind of message, resuming and reset", () => {
  const router = createMemoryRouter([{ path: "/entwickler", Component: DevelopersPage }], {
    initialEntries: ["/entwickler"],
  });
  renderInApp(<RouterProvider router={router} />);
  const live = screen.getByRole("region", { name: "Live-Daten" });
  expect(within(live).getByText("/api/live/stream?matches={id1},{id2}")).toBeInTheDocument();
  expect(within(live).getByText("/api/live/stream?all=live")).toBeInTheDocument();
  // Every kind the stream sends, each with the meaning the API document gives it.
  const terms = within(live).getAllByRole("term");
  expect(terms.map((term) => term.textContent)).toEqual(LIVE_FRAME_KINDS);
  for (const [index, term] of terms.entries()) {
    const kind = LIVE_FRAME_KINDS[index] as LiveFrameKind;
    expect(term.nextElementSibling?.textContent, kind).toBe(LIVE_FRAME_DESCRIPTIONS[kind]);
  }
  expect(within(live).getByText("Last-Event-ID")).toBeInTheDocument();
  expect(within(live).getByText(/Kann der Server nicht alles nachholen/)).toHaveTextContent(
    /schickt er reset\. Dann lade alles, was du zeigst, neu/,
  );
});

it("says when the stream cannot resume with the limits the server keeps: how many changes, how long", () => {
  const router = createMemoryRouter([{ path: "/entwickler", Component: DevelopersPage }], {
    initialEntries: ["/entwickler"],
  });
  renderInApp(<RouterProvider router={router} />);
  const live = screen.getByRole("region", { name: "Live-Daten" });
  const reload = within(live).getByText(/Kann der Server nicht alles nachholen/);
  expect(reload).toHaveTextContent(`mehr als ${formatCount(STREAM_REPLAY_LIMIT)} Änderungen verpasst`);
  expect(reload).toHaveTextContent(`älter als ${STREAM_LOG_HOURS} Stunden`);
  // A server cut off from its database for longer than its log keeps changes tells every stream.
  expect(reload).toHaveTextContent(`länger als ${STREAM_LOG_HOURS} Stunden von seiner Datenbank getrennt`);
  expect(reload).not.toHaveTextContent("zu viel verpasst, zu lange her");
});

it("states what may change in the API without notice, what only with a new version, and what is deprecated", () => {
  const router = createMemoryRouter([{ path: "/entwickler", Component: DevelopersPage }], {
    initialEntries: ["/entwickler"],
  });
  renderInApp(<RouterProvider router={router} />);
  const versions = screen.getByRole("region", { name: "Versionen und Änderungen" });
  // The policy the API document states, word for word, code shown as code.
  const shown = [...versions.querySelectorAll("p, li")].map((node) => node.textContent);
  expect(shown).toEqual([...VERSION_POLICY, ...deprecationNotes()].map((text) => text.replaceAll("`", "")));
  expect(within(versions).getByText(/neue Felder in Antworten, neue Adressen/)).toBeInTheDocument();
  expect(
    within(versions).getByText(`mindestens ${NOTICE_MONTHS} Monate`, { exact: false }),
  ).toBeInTheDocument();
  for (const code of ["deprecated: true", "Deprecation", "Sunset", "/api/v2/"]) {
    expect(within(versions).getByText(code, { selector: "code" })).toBeInTheDocument();
  }
  expect(within(versions).getByText("Heute ist keine Adresse abgelöst.")).toBeInTheDocument();
});

it("names the parameters that narrow matches and news to a club: clubId for matches, clubIds for news", () => {
  // A club's website wants its own matches; guessed by analogy with teamIds or the news list's
  // clubIds, the unknown parameter was ignored and the answer held every club's matches.
  const router = createMemoryRouter([{ path: "/entwickler", Component: DevelopersPage }], {
    initialEntries: ["/entwickler"],
  });
  renderInApp(<RouterProvider router={router} />);
  const api = screen.getByRole("region", { name: "Offene Lese-API" });
  const row = (path: string) => within(api).getByText(path, { selector: "code" }).closest("li");
  expect(row("/api/matches?scope=upcoming&teamIds={id}")).toHaveTextContent("clubId={id}");
  expect(row("/api/news")).toHaveTextContent("clubIds={id}");
});
