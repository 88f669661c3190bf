import { zodResolver } from "@hookform/resolvers/zod";
import { Shield, User } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { safeNextPath } from "#shared/account/next-path.ts";
import { MESSAGES, signInSchema, signUpSchema } from "#shared/account/schema.ts";
import type { AccountType } from "#shared/constants.ts";
import { PRIVACY_PATH, PRIVACY_TITLE } from "#shared/legal/pages.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { errorMessage } from "../../lib/api.ts";
import { useAddressTab } from "../../lib/use-address-tab.ts";
import { Card, CardContent } from "../../ui/card.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { Field, handleInputProps, Input } from "../../ui/input.tsx";
import { SubmitButton } from "../../ui/submit-button.tsx";
import { KeptTabsContent, Tabs, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "./api.ts";
import { carriedEmail } from "./carried-email.ts";
import { useSignIn, useSignUp } from "./sign-in-out.ts";

type EmailConfirmation = "bestaetigt" | "ungueltig";

/** The page's tabs as its address names them (?tab=registrieren; none for the first). */
const AUTH_TABS = ["anmelden", "registrieren"] as const;

/**
 * Links may preselect the form: /auth?tab=registrieren&typ=verein (the info page's buttons),
 * and bring the person back afterwards: &weiter=/einladung/… (only paths of this site).
 */
function useAuthLinkParams() {
  const [params] = useSearchParams();
  const accountType: AccountType = params.get("typ") === "verein" ? "club" : "fan";
  const email = params.get("email");
  const emailConfirmation: EmailConfirmation | null =
    email === "bestaetigt" || email === "ungueltig" ? email : null;
  return {
    accountType,
    next: safeNextPath(params.get("weiter")),
    // The link confirming a new e-mail address, opened where no one is signed in, lands here.
    emailConfirmation,
  };
}

export function Component() {
  const { isSignedIn, isLoading } = useMe();
  const link = useAuthLinkParams();
  // In the address, as on every page the server renders: without scripts each tab is a link.
  const { tab, select, hrefOf } = useAddressTab(AUTH_TABS, "anmelden");
  usePageTitle("Anmelden");
  // Set when this page itself signed the user in: then it goes to /profile, not to /.
  const [hasAuthenticated, setAuthenticated] = useState(false);
  // A signed-in user who opens this page has nothing to do here (spec §2). Until the session is
  // known (on the server, while the code loads), the forms show: a visitor can start typing, and
  // their buttons take nothing until the page works (SubmitButton).
  if (!isLoading && isSignedIn && !hasAuthenticated) return <Navigate to={link.next ?? "/"} replace />;
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-center text-3xl font-extrabold tracking-tight">
        {tab === "anmelden" ? "Anmelden" : "Registrieren"}
      </h1>
      <EmailConfirmationNotice outcome={link.emailConfirmation} />
      <Card>
        <CardContent className="pt-6">
          <Tabs value={tab} onValueChange={select}>
            <TabsList className="mb-6 grid grid-cols-2">
              <TabsTrigger value="anmelden" href={hrefOf("anmelden")}>
                Anmelden
              </TabsTrigger>
              <TabsTrigger value="registrieren" href={hrefOf("registrieren")}>
                Registrieren
              </TabsTrigger>
            </TabsList>
            {/* A look at the other tab («do I have an account after all?») loses nothing typed. */}
            <KeptTabsContent value="anmelden" openValue={tab}>
              <SignInForm onAuthenticated={() => setAuthenticated(true)} next={link.next} />
            </KeptTabsContent>
            <KeptTabsContent value="registrieren" openValue={tab}>
              <SignUpForm
                onAuthenticated={() => setAuthenticated(true)}
                next={link.next}
                accountType={link.accountType}
              />
            </KeptTabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}

/** Whether the new e-mail address is confirmed, and which one to sign in with. */
function EmailConfirmationNotice({ outcome }: { outcome: EmailConfirmation | null }) {
  if (outcome === "bestaetigt") {
    return (
      <p
        role="status"
        className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
      >
        {CARE_MESSAGES.emailConfirmedSignIn}
      </p>
    );
  }
  if (outcome === "ungueltig") {
    return (
      <p
        role="alert"
        className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
      >
        {CARE_MESSAGES.emailConfirmInvalidSignIn}
      </p>
    );
  }
  return null;
}

function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </div>
  );
}

function SignInForm({ onAuthenticated, next }: { onAuthenticated: () => void; next: string | null }) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: carriedEmail(location.state), password: "" },
  });
  const { errors } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: "email" });
  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    onAuthenticated();
    signIn.mutate(values, {
      onSuccess: () => navigate(next ?? "/profile"),
      // The form's alert says it: a toast as well would have a screen reader read it twice.
      onError: (error) => setServerError(errorMessage(error, MESSAGES.signInFailed)),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Anmelden">
      {/* The account signs in with its address: password managers save and fill it as the name. */}
      <Field label="E-Mail" error={errors.email?.message} required>
        <Input type="email" autoComplete="username" {...form.register("email")} />
      </Field>
      <Field label="Passwort" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <ErrorBox message={serverError} />
      <SubmitButton loading={signIn.isPending} className="w-full">
        Anmelden
      </SubmitButton>
      <Link
        to="/passwort-vergessen"
        state={{ email: typedEmail }}
        className="inline-flex min-h-10 items-center self-center text-sm font-medium text-brand-700 hover:underline"
      >
        Passwort vergessen?
      </Link>
    </form>
  );
}

const accountTypeOptions: { value: AccountType; label: string; description: string; icon: typeof User }[] = [
  { value: "fan", label: "Fan", description: "Teams folgen, Live-Ticker, News", icon: User },
  { value: "club", label: "Verein", description: "Verein, Teams und Spiele verwalten", icon: Shield },
];

function SignUpForm({
  onAuthenticated,
  next,
  accountType: initialType,
}: {
  onAuthenticated: () => void;
  next: string | null;
  accountType: AccountType;
}) {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", username: "", accountType: initialType },
  });
  const { errors } = form.formState;
  const accountType = form.watch("accountType");
  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    onAuthenticated();
    signUp.mutate(
      {
        email: values.email,
        password: values.password,
        username: values.username,
        accountType: values.accountType,
      },
      {
        onSuccess: () => {
          toast.success("Konto erfolgreich erstellt!");
          navigate(next ?? "/profile");
        },
        // Said once: at the field it concerns (a taken e-mail address), else in the form's
        // alert. A second alert or a toast would have a screen reader read the same words again.
        onError: (error) => {
          if (!markServerFieldErrors(form, error))
            setServerError(errorMessage(error, "Unerwarteter Fehler beim Erstellen des Kontos"));
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Registrieren">
      {/* Not the sign-in name: a manager saving it as one would fill it into the E-Mail field. */}
      <Field label="Nutzername" error={errors.username?.message} required>
        <Input autoComplete="nickname" {...handleInputProps} {...form.register("username")} />
      </Field>
      <Field label="E-Mail" error={errors.email?.message} required>
        <Input type="email" autoComplete="username" {...form.register("email")} />
      </Field>
      <Field label="Passwort" error={errors.password?.message} hint="Mindestens 6 Zeichen" required>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-900">Kontotyp</legend>
        <div className="grid grid-cols-2 gap-3">
          {accountTypeOptions.map((option) => (
            <label
              key={option.value}
              className={`flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-3 transition-colors focus-within:ring-2 focus-within:ring-brand-500 ${
                accountType === option.value
                  ? "border-brand-600 bg-brand-50"
                  : "border-gray-200 hover:border-gray-300"
              }`}
            >
              <input
                type="radio"
                value={option.value}
                className="sr-only"
                {...form.register("accountType")}
              />
              <option.icon className="size-5 text-brand-700" aria-hidden="true" />
              <span className="font-semibold">{option.label}</span>
              <span className="text-xs text-gray-600">{option.description}</span>
            </label>
          ))}
        </div>
        {errors.accountType && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.accountType.message}
          </p>
        )}
      </fieldset>
      <ErrorBox message={serverError} />
      <p className="text-sm text-gray-600">
        Mit der Registrierung akzeptierst du die{" "}
        <Link className="font-medium text-brand-700 underline" to={PRIVACY_PATH}>
          {PRIVACY_TITLE}
        </Link>
        .
      </p>
      <SubmitButton loading={signUp.isPending} className="w-full">
        Konto erstellen
      </SubmitButton>
      <p className="text-center text-sm text-gray-600">
        Wir brauchen nur die wichtigsten Angaben. Details kannst du später in deinem Profil ergänzen.
      </p>
    </form>
  );
}
