// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { fakeServer } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { BoardMemberEditDialog } from "./board-member-edit-dialog.tsx";

it("tells at «E-Mail» and «Telefon» that the club page shows them to everyone", async () => {
  fakeServer();
  renderInApp(<BoardMemberEditDialog clubId="club-1" member={null} open onOpenChange={() => {}} />);
  const dialog = await screen.findByRole("dialog", { name: "Vorstandsmitglied hinzufügen" });
  // A secretary typing a board member's private mobile number should know it is not kept
  // inside the club: the public club page links it under «Vorstand».
  for (const label of [/^E-Mail/, /^Telefon/]) {
    expect(within(dialog).getByRole("textbox", { name: label })).toHaveAccessibleDescription(
      "Optional. Erscheint öffentlich auf eurer Vereinsseite unter «Vorstand».",
    );
  }
});
