import { useQuery } from "@tanstack/react-query";
import { LogOut, Pencil, ShieldCheck, Trash2 } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { useNavigate } from "react-router";
import { formatTeamCount } from "#shared/format.ts";
import { CLUB_ROLE_LABELS, type ClubMember, MEMBER_MESSAGES } from "#shared/members/club-roles.ts";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { PASSED_OVER_BY_FOCUS } from "../../ui/focus-after-removal.ts";
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "../auth/api.ts";
import { membersQueryOptions, useChangeRole, useLeaveClub, useRemoveMember } from "./api.ts";
import { DeleteClubCard } from "./delete-club-card.tsx";
import { InviteCard } from "./invite-card.tsx";
import { OpenInvites } from "./open-invites.tsx";
import { RoleFields, type RoleValue } from "./role-fields.tsx";

const RETRY = "Bitte versuche es erneut.";

/** Tab 'Mitglieder & Rollen': who manages the club, invites, role changes. */
export function MembersTab({ clubId }: { clubId: string }) {
  const members = useQuery(membersQueryOptions(clubId));
  const me = useMe();
  // The club this tab shows, not the first of the person's clubs: they may be in several.
  const thisClub = me.clubs.find((c) => c.id === clubId);
  const [editing, setEditing] = useState<ClubMember | null>(null);

  return (
    <>
      <div className="flex flex-col gap-6">
        {/* The list with its heading: the heading around it (not the invitation's below) takes
            the focus when a removal leaves only the person's own row (focus-after-removal.ts). */}
        <div>
          <TabHeader
            title="Mitglieder & Rollen"
            description="Wer euren Verein auf Tschutti mitverwaltet. Administratoren dürfen alles, Redaktion schreibt News, Ticker führt Spiele und Live-Ticker, Trainer pflegen ihre Mannschaften."
          />
          {members.isPending ? (
            <div className="flex flex-col gap-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : members.isError ? (
            <ErrorState
              message="Mitglieder konnten nicht geladen werden."
              onRetry={() => members.refetch()}
              isRetrying={members.isFetching}
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Mitglieder">
              {members.data.map((member) => (
                // The person's own row offers «Verlassen» where the others' offer «Entfernen»:
                // another member's removal hands the focus past it.
                <li key={member.userId} {...(member.userId === me.user?.id ? PASSED_OVER_BY_FOCUS : {})}>
                  <MemberRow
                    clubId={clubId}
                    member={member}
                    isLastAdmin={isLastAdmin(member, members.data)}
                    onEdit={() => setEditing(member)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <InviteCard clubId={clubId} />
        <OpenInvites clubId={clubId} />
        <DeleteClubCard
          clubId={clubId}
          clubName={thisClub?.clubName ?? ""}
          keepsOtherClubs={me.clubs.some((c) => c.id !== clubId)}
        />
      </div>
      <RoleDialog
        clubId={clubId}
        member={editing}
        isLastAdmin={editing !== null && isLastAdmin(editing, members.data ?? [])}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

/** How the list, its buttons and the role dialog name a member. */
function memberName(member: ClubMember): string {
  return member.fullName || member.username || member.email;
}

/** The club's only administrator: the server keeps them (it would leave the club unmanaged). */
function isLastAdmin(member: ClubMember, members: readonly ClubMember[]): boolean {
  return member.role === "admin" && members.filter((m) => m.role === "admin").length === 1;
}

function MemberRow({
  clubId,
  member,
  isLastAdmin,
  onEdit,
}: {
  clubId: string;
  member: ClubMember;
  isLastAdmin: boolean;
  onEdit: () => void;
}) {
  const me = useMe();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useRemoveMember(clubId);
  // Leaving: the answer and the way to the dashboard come first, from the mutation itself. The
  // list, read anew, no longer holds this row, and a gone row's callbacks never run (the person
  // stayed on a management they no longer had).
  const leave = useLeaveClub(clubId, () => {
    toast.success("Du hast den Verein verlassen");
    return navigate("/dashboard", { replace: true, flushSync: true });
  });
  const isSelf = me.user?.id === member.userId;
  const name = memberName(member);

  async function handleRemove() {
    // Said at once, not after a confirmation the server would then refuse.
    if (isLastAdmin) {
      toast.error(isSelf ? "Verlassen nicht möglich" : "Entfernen nicht möglich", MEMBER_MESSAGES.lastAdmin);
      return;
    }
    const ok = await confirm({
      title: isSelf ? "Verein verlassen?" : `${name} entfernen?`,
      description: isSelf
        ? "Du kannst den Verein danach nicht mehr verwalten, bis dich jemand neu einlädt."
        : "Die Person kann den Verein danach nicht mehr verwalten.",
      confirmLabel: isSelf ? "Verlassen" : "Entfernen",
    });
    if (!ok) return;
    if (isSelf) {
      leave.mutate(member.userId, {
        onError: (error) => toast.error("Verlassen nicht möglich", errorMessage(error, RETRY)),
      });
      return;
    }
    remove.mutate(member.userId, {
      onSuccess: () => toast.success("Mitglied entfernt"),
      onError: (error) => toast.error("Entfernen nicht möglich", errorMessage(error, RETRY)),
    });
  }

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
          <span className="truncate">{name}</span>
          {isSelf ? <Badge>Du</Badge> : null}
        </p>
        <p className="truncate text-sm text-gray-600">{member.email}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-800">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
          {CLUB_ROLE_LABELS[member.role]}
          {member.role === "trainer" ? ` · ${formatTeamCount(member.teamIds.length)}` : ""}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Rolle von ${name} ändern`}>
          <Pencil aria-hidden="true" />
          Rolle
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void handleRemove()}
          loading={remove.isPending || leave.isPending}
          aria-label={isSelf ? "Verein verlassen" : `${name} entfernen`}
        >
          {isSelf ? <LogOut aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
          {isSelf ? "Verlassen" : "Entfernen"}
        </Button>
      </div>
    </Card>
  );
}

function RoleDialog({
  clubId,
  member,
  isLastAdmin,
  onClose,
}: {
  clubId: string;
  member: ClubMember | null;
  isLastAdmin: boolean;
  onClose: () => void;
}) {
  const change = useChangeRole(clubId);
  const [value, setValue] = useState<RoleValue>({ role: "admin", teamIds: [] });
  const [teamError, setTeamError] = useState<string | undefined>();
  const focusFirstInvalid = useFocusFirstInvalid();
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (member && shownFor !== member.userId) {
    setShownFor(member.userId);
    setValue({ role: member.role, teamIds: member.teamIds });
    setTeamError(undefined);
  }

  function save(event: MouseEvent<HTMLButtonElement>) {
    if (!member) return;
    const dialog = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
    if (value.role === "trainer" && value.teamIds.length === 0) {
      setTeamError(MEMBER_MESSAGES.teams);
      return focusFirstInvalid(dialog);
    }
    // Said at once, not after a request the server would refuse.
    if (isLastAdmin && value.role !== "admin") {
      toast.error("Rolle nicht gespeichert", MEMBER_MESSAGES.lastAdmin);
      return;
    }
    change.mutate(
      { userId: member.userId, ...value },
      {
        onSuccess: () => {
          toast.success("Rolle gespeichert");
          setShownFor(null);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setTeamError(error.fields.teamIds);
            focusFirstInvalid(dialog);
          }
          toast.error("Rolle nicht gespeichert", errorMessage(error, RETRY));
        },
      },
    );
  }

  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShownFor(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rolle ändern</DialogTitle>
          {/* On a phone the dialog covers the list: without this, whose role it changes is nowhere. */}
          {member ? (
            <DialogDescription>
              {memberName(member) === member.email ? member.email : `${memberName(member)}, ${member.email}`}
            </DialogDescription>
          ) : null}
        </DialogHeader>
        <DialogBody>
          <RoleFields clubId={clubId} value={value} onChange={setValue} teamError={teamError} />
          {isLastAdmin ? <p className="text-sm text-gray-700">{MEMBER_MESSAGES.lastAdmin}</p> : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Abbrechen
          </Button>
          <Button onClick={save} loading={change.isPending}>
            Speichern
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
