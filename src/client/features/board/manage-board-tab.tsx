import { useQuery } from "@tanstack/react-query";
import { Camera, Landmark, Mail, Phone, Plus } from "lucide-react";
import { useMemo, useRef } from "react";
import { BOARD_MESSAGES } from "#shared/board/schema.ts";
import type { ManageBoardMember } from "#shared/board/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { toastFailure, useConfirmedDelete, useEditDialog } from "../../ui/crud/entity-tab.tsx";
import { PersonCard, PersonPhoto } from "../../ui/crud/person-card.tsx";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { useImageUpload } from "../../ui/crud/use-image-upload.ts";
import { useRevealAdded } from "../../ui/crud/use-reveal-added.ts";
import { DEFAULT_IMAGE_ACCEPT } from "../../ui/image-upload.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/toast.tsx";
import { manageBoardQueryOptions, useDeleteBoardMember, useSaveBoardMemberImage } from "./api.ts";
import { BoardMemberEditDialog } from "./board-member-edit-dialog.tsx";

/** Tab 'Vorstandsmitglieder' (club-management §2). */
export function ManageBoardTab({ clubId }: { clubId: string }) {
  const members = useQuery(manageBoardQueryOptions(clubId));
  const remove = useConfirmedDelete(useDeleteBoardMember());
  const dialog = useEditDialog<ManageBoardMember>();
  const cardList = useRef<HTMLUListElement>(null);
  const added = useRevealAdded(
    cardList,
    useMemo(() => (members.data ?? []).map((m) => m.id), [members.data]),
  );

  function handleDelete(member: ManageBoardMember) {
    void remove.confirmAndDelete(member.id, {
      title: BOARD_MESSAGES.deleteTitle,
      description: BOARD_MESSAGES.confirmDelete(`${member.firstName} ${member.lastName}`),
      onSuccess: () => toast.success(BOARD_MESSAGES.deleted),
      onError: toastFailure(BOARD_MESSAGES.deleteFailed),
    });
  }

  const addButton = (
    <Button onClick={dialog.openNew}>
      <Plus aria-hidden="true" />
      Mitglied hinzufügen
    </Button>
  );

  return (
    <>
      <TabHeader
        title="Vorstandsmitglieder"
        description="Der Vorstand erscheint auf deiner Vereinsseite unter Vorstand."
        actions={members.data && members.data.length > 0 ? addButton : null}
      />
      {members.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : members.isError ? (
        <ErrorState
          message={BOARD_MESSAGES.loadFailed}
          onRetry={() => members.refetch()}
          isRetrying={members.isFetching}
        />
      ) : members.data.length === 0 ? (
        <EmptyState
          icon={Landmark}
          title="Noch keine Vorstandsmitglieder"
          description="Stelle deinen Vorstand vor: Präsidium, Kasse, Sekretariat …"
          action={addButton}
        />
      ) : (
        <ul ref={cardList} className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Vorstandsmitglieder">
          {members.data.map((member) => (
            <li key={member.id} {...added.rowProps(member.id)}>
              <BoardCard
                member={member}
                onEdit={() => dialog.openEdit(member)}
                onDelete={() => handleDelete(member)}
                isDeleting={remove.isDeleting(member.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <BoardMemberEditDialog
        clubId={clubId}
        member={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        onAdded={(member) => added.markAdded(member.id)}
      />
    </>
  );
}

function BoardCard({
  member,
  onEdit,
  onDelete,
  isDeleting,
}: {
  member: ManageBoardMember;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <PersonCard
      name={name}
      image={<MemberImage member={member} name={name} />}
      role={<p className="text-sm font-semibold text-brand-700">{member.role}</p>}
      birthYear={member.birthYear}
      atClubSince={member.atClubSince}
      onEdit={onEdit}
      onDelete={onDelete}
      isDeleting={isDeleting}
    >
      {member.email || member.phone ? (
        <div className="flex flex-wrap gap-1.5 pt-1">
          {member.email ? (
            <a
              href={`mailto:${member.email}`}
              title={member.email}
              aria-label={`E-Mail an ${name}`}
              className="rounded-full"
            >
              <Badge variant="outline">
                <Mail aria-hidden="true" />
                E-Mail
              </Badge>
            </a>
          ) : null}
          {member.phone ? (
            <a
              href={`tel:${member.phone.replace(/\s/g, "")}`}
              title={member.phone}
              aria-label={`Telefon von ${name}`}
              className="rounded-full"
            >
              <Badge variant="outline">
                <Phone aria-hidden="true" />
                Telefon
              </Badge>
            </a>
          ) : null}
        </div>
      ) : null}
    </PersonCard>
  );
}

/** The picture with its own 'change' button: the image-only update of spec §7. */
function MemberImage({ member, name }: { member: ManageBoardMember; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, isUploading } = useImageUpload("board", { quiet: true });
  const save = useSaveBoardMemberImage();
  const isBusy = isUploading || save.isPending;

  async function handleFile(file: File) {
    const url = await upload(file);
    if (!url) return;
    save.mutate(
      { id: member.id, url },
      {
        onSuccess: () => toast.success(BOARD_MESSAGES.imageUpdated),
        onError: toastFailure(BOARD_MESSAGES.imageFailed),
      },
    );
  }

  return (
    <div className="relative aspect-[2/3] w-20 shrink-0">
      <div className="size-full overflow-hidden rounded-lg bg-gray-100">
        <PersonPhoto url={member.memberImageUrl} name={name} />
      </div>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="absolute -right-2 -bottom-2 size-8 rounded-full"
        disabled={isBusy}
        aria-label={`Bild von ${name} ändern`}
        onClick={() => inputRef.current?.click()}
      >
        {isBusy ? <Spinner size="sm" label={null} /> : <Camera aria-hidden="true" className="size-4" />}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={DEFAULT_IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        disabled={isBusy}
        data-testid="board-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void handleFile(file);
        }}
      />
    </div>
  );
}
