import { LogOut } from "lucide-react";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "../auth/api.ts";
import { useLeaveClub } from "./api.ts";

/**
 * «FC Seeblick verlassen» for a member who is no Administrator: «Mitglieder & Rollen», where an
 * Administrator leaves, is theirs only. After a question, as there.
 */
export function LeaveClubButton({ clubId, clubName }: { clubId: string; clubName: string }) {
  const me = useMe();
  const confirm = useConfirm();
  const name = clubDisplayName(clubName);
  const leave = useLeaveClub(clubId, () => {
    toast.success(`Du hast ${name} verlassen`);
  });

  async function handle() {
    const userId = me.user?.id;
    if (!userId) return;
    const ok = await confirm({
      title: `${name} verlassen?`,
      description: "Du kannst den Verein danach nicht mehr verwalten, bis dich jemand neu einlädt.",
      confirmLabel: "Verlassen",
    });
    if (!ok) return;
    leave.mutate(userId, {
      onError: (error) =>
        toast.error("Verlassen nicht möglich", errorMessage(error, "Bitte versuche es erneut.")),
    });
  }

  return (
    <Button
      variant="outline"
      className="w-full justify-start"
      onClick={() => void handle()}
      loading={leave.isPending}
    >
      <LogOut aria-hidden="true" />
      <span className="truncate">{name} verlassen</span>
    </Button>
  );
}
