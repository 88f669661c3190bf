import { useQuery } from "@tanstack/react-query";
import { Copy, Link2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { formatDateTime } from "#shared/format.ts";
import { type CreatedInvite, MEMBER_MESSAGES } from "#shared/members/club-roles.ts";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { copyText } from "../../ui/copy-text.ts";
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { Field, Input } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";
import { invitesQueryOptions, useCreateInvite } from "./api.ts";
import { RoleFields, type RoleValue } from "./role-fields.tsx";

const NO_ROLE_CHOSEN: RoleValue = { role: "redaktion", teamIds: [] };

/** 'Person einladen': creates a link to copy (and mails it when an address is given). */
export function InviteCard({ clubId }: { clubId: string }) {
  const create = useCreateInvite(clubId);
  const [value, setValue] = useState<RoleValue>(NO_ROLE_CHOSEN);
  const [email, setEmail] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ invite: CreatedInvite; at: number } | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  // The link is shown while the invite is open: once the club's list of open invites, read after
  // it was made, no longer holds it (withdrawn or used), the link leads nowhere and goes.
  const invites = useQuery(invitesQueryOptions(clubId));
  const shown =
    created && !(invites.dataUpdatedAt > created.at && !invites.data?.some((i) => i.id === created.invite.id))
      ? created.invite
      : null;

  const focusFirstInvalid = useFocusFirstInvalid();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (value.role === "trainer" && value.teamIds.length === 0) {
      setFields({ teamIds: MEMBER_MESSAGES.teams });
      return focusFirstInvalid(form);
    }
    setFields({});
    create.mutate(
      { ...value, ...(email.trim() ? { email: email.trim() } : {}) },
      {
        onSuccess: (invite) => {
          setCreated({ invite, at: Date.now() });
          // Emptied for the next person: kept, a second click would make another valid link for
          // the same one (and mail it again).
          setValue(NO_ROLE_CHOSEN);
          setEmail("");
          toast.success(invite.mailed ? "Einladung erstellt und verschickt" : "Einladungslink erstellt");
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setFields(error.fields);
            focusFirstInvalid(form);
          }
          toast.error(
            "Einladung konnte nicht erstellt werden",
            errorMessage(error, "Bitte versuche es erneut."),
          );
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Person einladen</CardTitle>
        <CardDescription>
          Der Link ist 7 Tage gültig und funktioniert einmal. Wer ihn öffnet, meldet sich an oder registriert
          sich und arbeitet dann mit der gewählten Rolle mit.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <RoleFields clubId={clubId} value={value} onChange={setValue} teamError={fields.teamIds} />
          <Field
            label="E-Mail (optional)"
            hint="Mit Adresse schicken wir den Link auch per Mail."
            error={fields.email}
          >
            <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <div>
            <Button type="submit" loading={create.isPending}>
              <Link2 aria-hidden="true" />
              Einladungslink erstellen
            </Button>
          </div>
        </form>
        {shown ? (
          <div className="mt-5 rounded-lg border border-brand-200 bg-brand-50 p-3" aria-live="polite">
            <p className="text-sm font-medium text-gray-900">
              Einladungslink (gültig bis {formatDateTime(shown.expiresAt)}):
            </p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <Input
                ref={linkRef}
                readOnly
                value={shown.url}
                aria-label="Einladungslink"
                onFocus={(e) => e.target.select()}
              />
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  void copyText(shown.url, { copied: "Link kopiert", thing: "Link" }, linkRef.current)
                }
              >
                <Copy aria-hidden="true" />
                Kopieren
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
