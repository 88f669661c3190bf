import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import {
  CARE_MESSAGES,
  forgotPasswordSchema,
  type ResetPasswordForm,
  resetPasswordFormSchema,
} from "#shared/account/care-schema.ts";
import { accountPaths } from "#shared/account/paths.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { Card, CardContent } from "../../ui/card.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { SubmitButton } from "../../ui/submit-button.tsx";
import { toast } from "../../ui/toast.tsx";
import { useResetLinkGone } from "./api.ts";
import { carriedEmail } from "./carried-email.ts";

const RETRY = "Bitte versuche es erneut.";

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-center text-3xl font-extrabold tracking-tight">{title}</h1>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">{children}</CardContent>
      </Card>
    </div>
  );
}

/** /passwort-vergessen: asks for the address; the answer is the same whether it exists or not. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const [isSent, setSent] = useState(false);
  const [isPending, setPending] = useState(false);
  // The form, with the field or button that had the focus, gives way to the answer: the focus
  // goes there, not to the page's start.
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isSent) answer.current?.focus();
  }, [isSent]);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: carriedEmail(location.state) },
  });
  const typedEmail = useWatch({ control: form.control, name: "email" });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setPending(true);
    try {
      await api(accountPaths.requestPasswordReset(), {
        method: "POST",
        body: { email, redirectTo: "/passwort-zuruecksetzen" },
      });
      setSent(true);
    } catch (error) {
      toast.error("Anfrage nicht gesendet", errorMessage(error, RETRY));
    } finally {
      setPending(false);
    }
  });
  return (
    <Frame title="Passwort vergessen">
      {isSent ? (
        <p ref={answer} tabIndex={-1} role="status" className="text-sm text-gray-800 outline-none">
          {CARE_MESSAGES.resetSent}
        </p>
      ) : (
        // POST: however the form gets sent, its fields never go into the address.
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Passwort vergessen"
        >
          <p className="text-sm text-gray-700">
            Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link.
          </p>
          <Field label="E-Mail" error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </Field>
          <SubmitButton loading={isPending} className="w-full">
            Link anfordern
          </SubmitButton>
        </form>
      )}
      <Link
        to="/auth"
        state={{ email: typedEmail }}
        className="inline-flex min-h-10 items-center self-center text-sm font-medium text-brand-700 hover:underline"
      >
        Zurück zur Anmeldung
      </Link>
    </Frame>
  );
}

/** /passwort-zuruecksetzen?token=…: the link from the mail sets a new password (once). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
  });
  const { errors } = form.formState;
  const isGone = useResetLinkGone(token);
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setPending(true);
    setFailure(null);
    try {
      await api(accountPaths.resetPassword(), { method: "POST", body: { token, newPassword } });
      toast.success("Passwort gesetzt", "Melde dich jetzt mit dem neuen Passwort an.");
      navigate("/auth?tab=anmelden", { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, RETRY));
    } finally {
      setPending(false);
    }
  });
  if (!token || isGone) {
    return (
      <Frame title="Neues Passwort">
        <p role="alert" className="text-sm text-red-800">
          {CARE_MESSAGES.resetInvalid}
        </p>
        <Link
          to="/passwort-vergessen"
          className="inline-flex min-h-10 items-center self-center text-sm font-medium text-brand-700 hover:underline"
        >
          Neuen Link anfordern
        </Link>
      </Frame>
    );
  }
  return (
    <Frame title="Neues Passwort">
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Neues Passwort"
      >
        <Field label="Neues Passwort" error={errors.newPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </Field>
        <Field label="Neues Passwort wiederholen" error={errors.repeatPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register("repeatPassword")} />
        </Field>
        {failure ? (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {failure}{" "}
            <Link to="/passwort-vergessen" className="font-medium underline">
              Neuen Link anfordern
            </Link>
          </div>
        ) : null}
        <SubmitButton loading={isPending} className="w-full">
          Passwort speichern
        </SubmitButton>
      </form>
    </Frame>
  );
}
