import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import {
  CARE_MESSAGES,
  type ChangeEmailInput,
  type ChangePasswordForm,
  changeEmailSchema,
  changePasswordFormSchema,
  deleteAccountSchema,
} from "#shared/account/care-schema.ts";
import type { MyClub } from "#shared/account/types.ts";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";
import { manageTabPath } from "../manage/manage-tabs.ts";
import {
  emailChangeQueryOptions,
  useBecomeClub,
  useChangeEmail,
  useChangePassword,
  useDeleteAccount,
  useWithdrawEmailChange,
} from "./api.ts";

const RETRY = "Bitte versuche es erneut.";

/**
 * Says a refused change once: at the field it concerns (a wrong current password), else in a
 * toast. Both would have a screen reader read the same words twice.
 */
function showServerError<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, title: string) {
  if (!markServerFieldErrors(form, error)) toast.error(title, errorMessage(error, RETRY));
}

/** 'Konto & Sicherheit' on the profile: password, e-mail, club account, deletion. */
export function AccountSecurityCard({
  email,
  isClub,
  clubs = [],
}: {
  email: string;
  isClub: boolean;
  /** The account's clubs: the deletion leads an Administrator to where the club is handed on. */
  clubs?: readonly MyClub[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Konto &amp; Sicherheit</CardTitle>
        <CardDescription>Passwort, E-Mail-Adresse und dein Konto</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <PasswordForm email={email} />
        <EmailForm email={email} />
        {isClub ? null : <BecomeClub />}
        <DeleteAccount adminOf={clubs.filter((club) => club.role === "admin")} />
      </CardContent>
    </Card>
  );
}

function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeatPassword: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(CARE_MESSAGES.passwordChanged, "Andere Geräte wurden abgemeldet.");
          form.reset();
        },
        onError: (error) => showServerError(form, error, "Passwort nicht geändert"),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-labelledby="pw-title">
      <h3 id="pw-title" className="font-semibold text-gray-900">
        Passwort ändern
      </h3>
      {/* Which saved sign-in the new password replaces, for password managers; not for people. */}
      <input type="text" autoComplete="username" value={email} readOnly hidden />
      <Field label="Aktuelles Passwort" error={errors.currentPassword?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </Field>
      <Field label="Neues Passwort" error={errors.newPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </Field>
      <Field label="Neues Passwort wiederholen" error={errors.repeatPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register("repeatPassword")} />
      </Field>
      <div>
        <Button type="submit" variant="outline" loading={change.isPending}>
          Passwort ändern
        </Button>
      </div>
    </form>
  );
}

function EmailForm({ email }: { email: string }) {
  const change = useChangeEmail();
  const withdraw = useWithdrawEmailChange();
  // Where the confirmation went: said in the section on every visit until the link is opened (the
  // server keeps it), not only right after asking. A toast of two sentences was gone after four
  // seconds, and «Aktuell: …» still names the old address.
  const pendingEmail = useQuery(emailChangeQueryOptions(email)).data?.pendingEmail ?? null;
  const [withdrawnEmail, setWithdrawnEmail] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "", currentPassword: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        setWithdrawnEmail(null);
        form.reset();
      },
      onError: (error) => showServerError(form, error, "E-Mail-Adresse nicht geändert"),
    }),
  );
  function withdrawChange(address: string) {
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setWithdrawnEmail(address);
        // The button goes with the change: the focus stays on the answer, not on the page's top.
        status.current?.focus();
      },
      onError: (error) => toast.error("Änderung nicht zurückgezogen", errorMessage(error, RETRY)),
    });
  }
  const said = pendingEmail
    ? CARE_MESSAGES.emailConfirmSent(pendingEmail)
    : withdrawnEmail
      ? CARE_MESSAGES.emailChangeWithdrawn(withdrawnEmail)
      : null;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-labelledby="mail-title">
      <h3 id="mail-title" className="font-semibold text-gray-900">
        E-Mail-Adresse ändern
      </h3>
      <p className="text-sm text-gray-600">Aktuell: {email}</p>
      <Field label="Neue E-Mail-Adresse" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field label="Aktuelles Passwort" error={errors.currentPassword?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </Field>
      <div>
        <Button type="submit" variant="outline" loading={change.isPending}>
          E-Mail-Adresse ändern
        </Button>
      </div>
      <div
        className={
          said ? "flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2" : undefined
        }
      >
        <p ref={status} role="status" tabIndex={-1} className={said ? "text-sm text-brand-900" : "sr-only"}>
          {said}
        </p>
        {pendingEmail ? (
          // A typo in the address: the link must not stay valid in someone else's inbox.
          <div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-ml-3"
              loading={withdraw.isPending}
              onClick={() => withdrawChange(pendingEmail)}
            >
              Änderung zurückziehen
            </Button>
          </div>
        ) : null}
      </div>
    </form>
  );
}

function BecomeClub() {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const become = useBecomeClub(() => {
    toast.success("Dein Verein ist angelegt", "Trage jetzt die Vereinsangaben ein.");
    return navigate("/manage-club/club");
  });
  async function handle() {
    const ok = await confirm({
      title: "Zum Vereinskonto machen?",
      description:
        "Wir legen einen neuen Verein an, den du als Administrator verwaltest. Deine Favoriten bleiben.",
      confirmLabel: "Verein anlegen",
      destructive: false,
    });
    if (!ok) return;
    become.mutate(undefined, {
      onError: (error) => toast.error("Vereinskonto nicht angelegt", errorMessage(error, RETRY)),
    });
  }
  return (
    <section id="verein-werden" aria-labelledby="club-title" className="flex scroll-mt-24 flex-col gap-2">
      <h3 id="club-title" className="font-semibold text-gray-900">
        Vereinskonto
      </h3>
      <p className="text-sm text-gray-600">
        Als Fan registriert, aber du verwaltest einen Verein? Mach dein Konto zum Vereinskonto.
      </p>
      <div>
        <Button variant="outline" onClick={() => void handle()} loading={become.isPending}>
          Zum Vereinskonto machen
        </Button>
      </div>
    </section>
  );
}

function DeleteAccount({ adminOf }: { adminOf: readonly MyClub[] }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  // Off the profile first, committed at once: an account gone while the profile is still on
  // screen would send the visitor to the sign-in page instead of the start page.
  const remove = useDeleteAccount(() => {
    toast.success("Dein Konto wurde gelöscht");
    return navigate("/", { replace: true, flushSync: true });
  });
  const form = useForm<{ password: string }>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const ok = await confirm({
      title: "Konto endgültig löschen?",
      description:
        "Dein Profil, deine Favoriten und deine Vereinsrollen werden gelöscht. Das lässt sich nicht rückgängig machen.",
      confirmLabel: "Konto löschen",
    });
    if (!ok) return;
    remove.mutate(password, {
      onError: (error) => showServerError(form, error, "Konto nicht gelöscht"),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-labelledby="delete-title">
      <h3 id="delete-title" className="font-semibold text-red-800">
        Konto löschen
      </h3>
      <p className="text-sm text-gray-600">
        Bist du der letzte Administrator eines Vereins, ernenne zuerst eine andere Person oder lösche den
        Verein.
      </p>
      {adminOf.length > 0 ? (
        // Both are done under the club's «Mitglieder & Rollen»: the way there, not only the words.
        <ul className="flex flex-col">
          {adminOf.map((club) => (
            <li key={club.id}>
              <Link
                to={manageTabPath("members", club.id)}
                className="inline-flex min-h-10 items-center text-sm font-medium text-brand-700 underline"
              >
                Mitglieder &amp; Rollen von {clubDisplayName(club.clubName)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Field label="Passwort zur Bestätigung" error={form.formState.errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <div>
        <Button type="submit" variant="danger" loading={remove.isPending}>
          Konto löschen
        </Button>
      </div>
    </form>
  );
}
