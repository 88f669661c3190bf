import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "#shared/format.ts";
import { type ClubInvite, inviteRoleText } from "#shared/members/club-roles.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { EmailAddress } from "../../ui/email-address.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { toast } from "../../ui/toast.tsx";
import { invitesQueryOptions, useRevokeInvite } from "./api.ts";

/** How the question and the button name an invite: by its address, else by role and date. */
function inviteName(invite: ClubInvite): string {
  return invite.email
    ? `Einladung an ${invite.email}`
    : `Einladungslink (${inviteRoleText(invite.role, invite.teams)}, gültig bis ${formatDateTime(invite.expiresAt)})`;
}

/** «Offene Einladungen»: each named by its address, so two for the same role are told apart. */
export function OpenInvites({ clubId }: { clubId: string }) {
  const invites = useQuery(invitesQueryOptions(clubId));
  const revoke = useRevokeInvite(clubId);
  const confirm = useConfirm();
  if (!invites.data || invites.data.length === 0) return null;

  // Asked first: the link the person already has stops working, and there is no undo.
  async function withdraw(invite: ClubInvite) {
    const ok = await confirm({
      title: `${inviteName(invite)} zurückziehen?`,
      description:
        "Der Link funktioniert danach nicht mehr. Wer ihn schon bekommen hat, braucht eine neue Einladung.",
      confirmLabel: "Zurückziehen",
    });
    if (!ok) return;
    revoke.mutate(invite.id, {
      onSuccess: () => toast.success("Einladung zurückgezogen"),
      onError: (error) =>
        toast.error("Zurückziehen nicht möglich", errorMessage(error, "Bitte versuche es erneut.")),
    });
  }

  return (
    <section aria-labelledby="open-invites">
      <h3 id="open-invites" className="mb-2 text-base font-semibold text-gray-900">
        Offene Einladungen
      </h3>
      {/* The row's own width decides, not the screen's: beside the side menu at 768 px the row is
          470 px, and «Zurückziehen» beside the text squeezed it onto two lines. */}
      <ul className="@container flex flex-col gap-2">
        {invites.data.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 text-sm @xl:flex-row @xl:items-center @xl:justify-between"
          >
            <span className="min-w-0">
              {/* Whole: cut short, the part that tells two invitations apart (the name's end, the
                  domain) was gone. */}
              <span className="block font-medium text-gray-900">
                {invite.email ? <EmailAddress address={invite.email} /> : "Link ohne E-Mail-Adresse"}
              </span>
              <span className="block text-gray-700">
                <KeptTogether
                  text={`${inviteRoleText(invite.role, invite.teams)} · gültig bis ${formatDateTime(invite.expiresAt)}`}
                />
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              loading={revoke.isPending && revoke.variables === invite.id}
              onClick={() => void withdraw(invite)}
              aria-label={`${inviteName(invite)} zurückziehen`}
            >
              Zurückziehen
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
