// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { API_KEY_MESSAGES } from "#shared/api-keys/schema.ts";
import type { ApiKeyView } from "#shared/api-keys/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { ApiKeysCard } from "./api-keys-card.tsx";

const CLUB_ID = "club-1";
const base: Omit<ApiKeyView, "id" | "name" | "status"> = {
  scopes: ["read"],
  hint: "tsk_AbCd…",
  createdAt: "2026-11-02T09:00:00.000Z",
  createdBy: "Anna Muster",
  lastUsedAt: null,
  revokedAt: null,
  revokedBy: null,
  revokedReason: null,
};
const KEYS: ApiKeyView[] = [
  { ...base, id: "k1", name: "Website", status: "active" },
  { ...base, id: "k2", name: "Resultate", status: "dormant" },
  {
    ...base,
    id: "k3",
    name: "Altes Skript",
    status: "revoked",
    revokedAt: "2026-11-20T10:00:00.000Z",
    revokedBy: "Beat Keller",
    revokedReason: "creatorNoLongerAdmin",
  },
];

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/manage/clubs/${CLUB_ID}/api-keys`, json({ apiKeys: KEYS }));
});

const rowOf = async (name: string) => {
  const list = await screen.findByRole("list", { name: "API-Schlüssel" });
  const row = within(list)
    .getAllByRole("listitem")
    .find((item) => within(item).queryByText(name, { exact: true }));
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

it("shows each key as it answers: active, resting while its creator is suspended, revoked with the reason", async () => {
  renderInApp(<ApiKeysCard clubId={CLUB_ID} />);
  const active = await rowOf("Website");
  expect(active.getByText("Aktiv")).toBeInTheDocument();

  const dormant = await rowOf("Resultate");
  expect(dormant.getByText("Ruht")).toBeInTheDocument();
  expect(dormant.queryByText("Aktiv")).not.toBeInTheDocument();
  expect(dormant.getByText(/Die Spielleitung hat das Konto gesperrt/)).toBeInTheDocument();
  // It can still be revoked for good.
  expect(dormant.getByRole("button", { name: "Schlüssel «Resultate» widerrufen" })).toBeInTheDocument();

  const revoked = await rowOf("Altes Skript");
  expect(revoked.getByText("Widerrufen", { exact: true })).toBeInTheDocument();
  expect(revoked.getByText(/^Widerrufen am .* von Beat Keller$/)).toBeInTheDocument();
  expect(
    revoked.getByText("Grund: Die Person, die ihn erstellt hat, ist nicht mehr Administrator."),
  ).toBeInTheDocument();
  expect(revoked.queryByRole("button")).not.toBeInTheDocument();
});

it("takes the focus to the first field the new key lacks, and sends nothing", async () => {
  const { user } = renderInApp(<ApiKeysCard clubId={CLUB_ID} />);
  const form = screen.getByRole("form", { name: "API-Schlüssel erstellen" });
  const create = within(form).getByRole("button", { name: "Schlüssel erstellen" });
  create.focus();
  await user.keyboard("{Enter}");
  expect(await within(form).findByText(API_KEY_MESSAGES.name)).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByRole("textbox", { name: "Name" })).toHaveFocus());

  // Named, but without a permission: the first permission's box takes it.
  await user.type(within(form).getByRole("textbox", { name: "Name" }), "Website");
  await user.click(within(form).getByRole("checkbox", { name: /Lesen/ }));
  create.focus();
  await user.keyboard("{Enter}");
  expect(await within(form).findByText(API_KEY_MESSAGES.scopes)).toBeInTheDocument();
  await waitFor(() => expect(within(form).getAllByRole("checkbox")[0]).toHaveFocus());
  expect(server.writes()).toEqual([]);
});
