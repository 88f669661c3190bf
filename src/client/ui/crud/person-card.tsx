import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../card.tsx";
import { responsiveImage } from "../responsive-image.ts";
import { EditDeleteButtons } from "./entity-tab.tsx";

/** A person's portrait filling its frame, or a placeholder icon when there is none. */
export function PersonPhoto({
  url,
  name,
  missingLabel = "Kein Bild",
  iconClassName = "size-10",
}: {
  url: string | null;
  name: string;
  missingLabel?: string;
  iconClassName?: string;
}) {
  return url ? (
    <img
      {...responsiveImage(url, "(min-width: 640px) 12rem, 50vw")}
      alt={name}
      className="size-full object-cover"
      loading="lazy"
    />
  ) : (
    <div className="flex size-full items-center justify-center text-gray-400">
      <UserRound aria-hidden="true" className={iconClassName} />
      <span className="sr-only">{missingLabel}</span>
    </div>
  );
}

/**
 * The card of a coach or board member: portrait, role, name, Geburtsjahr and 'Im Verein seit',
 * optional extras (e.g. contact badges) and the edit/delete buttons.
 */
export function PersonCard({
  name,
  image,
  role,
  birthYear,
  atClubSince,
  children,
  onEdit,
  onDelete,
  isDeleting,
}: {
  name: string;
  image: ReactNode;
  role: ReactNode;
  birthYear: number | null;
  atClubSince: number | null;
  children?: ReactNode;
  /** Without them (a role that may not change this person) the card has no buttons. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  isDeleting: boolean;
}) {
  return (
    <Card className="flex h-full flex-col">
      <div className="flex gap-4 p-4">
        {image}
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          {role}
          <h3 className="text-base font-bold leading-tight text-gray-900">{name}</h3>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm">
            <dt className="text-gray-600">Geburtsjahr</dt>
            <dd className="font-medium tabular-nums">{birthYear ?? "–"}</dd>
            <dt className="text-gray-600">Im Verein seit</dt>
            <dd className="font-medium tabular-nums">{atClubSince ?? "–"}</dd>
          </dl>
          {children}
        </div>
      </div>
      {onEdit && onDelete ? (
        <div className="mt-auto flex justify-end gap-2 border-t border-gray-100 px-4 py-2">
          <EditDeleteButtons name={name} onEdit={onEdit} onDelete={onDelete} isDeleting={isDeleting} />
        </div>
      ) : null}
    </Card>
  );
}
