import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "#shared/format.ts";
import { inviteRoleText } from "#shared/members/club-roles.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import { invitesQueryOptions, useRevokeInvite } from "./api.ts";

/** «Offene Einladungen»: each named by its address, so two for the same role are told apart. */
export function OpenInvites({ clubId }: { clubId: string }) {
  const invites = useQuery(invitesQueryOptions(clubId));
  const revoke = useRevokeInvite(clubId);
  if (!invites.data || invites.data.length === 0) return null;
  return (
    <section aria-labelledby="open-invites">
      <h3 id="open-invites" className="mb-2 text-base font-semibold text-gray-900">
        Offene Einladungen
      </h3>
      <ul className="flex flex-col gap-2">
        {invites.data.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-gray-900">
                {invite.email ?? "Link ohne E-Mail-Adresse"}
              </span>
              <span className="block text-gray-700">
                {inviteRoleText(invite.role, invite.teams)} · gültig bis {formatDateTime(invite.expiresAt)}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              loading={revoke.isPending && revoke.variables === invite.id}
              onClick={() =>
                revoke.mutate(invite.id, {
                  onSuccess: () => toast.success("Einladung zurückgezogen"),
                  onError: (error) =>
                    toast.error(
                      "Zurückziehen nicht möglich",
                      errorMessage(error, "Bitte versuche es erneut."),
                    ),
                })
              }
            >
              Zurückziehen
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
