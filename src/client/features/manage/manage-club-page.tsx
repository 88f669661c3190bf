import { useEffect, useRef } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { isManageTab, type ManageTabKey, manageAreaTitle } from "#shared/members/manage-areas.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Container } from "../../ui/page.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "../auth/api.ts";
import { SignInFirst } from "../auth/sign-in-first.tsx";
import { useBootstrapClub } from "./api.ts";
import { ManageLayout } from "./manage-layout.tsx";
import { manageTabPath, tabsFor } from "./manage-tabs.ts";
import { useManagedClub } from "./use-managed-club.ts";

export const ACCESS_MESSAGES = {
  offline:
    "Keine Verbindung. Die Vereinsverwaltung erscheint, sobald die Verbindung zurück ist; erfasste Ereignisse werden dann gesendet.",
  noProfile: "Profilinformationen konnten nicht geladen werden. Bitte versuche es später erneut.",
  notClub: "Nur Vereine haben Zugriff auf die Vereinsverwaltung.",
  bootstrapped: "Vereinsprofil wurde erstellt. Die Seite wird neu geladen.",
  bootstrapFailed: "Fehler beim Erstellen des Vereinsprofils. Bitte versuche es später erneut.",
  unknownClub: "Diesen Verein verwaltest du nicht. Du siehst deinen Verein.",
} as const;

/** /manage-club and /manage-club/:tab (club-management §2, §6). */
export function Component() {
  const { tab } = useParams();
  const me = useMe();
  const managed = useManagedClub();
  const { club, remember } = managed;
  const hasSeveral = managed.clubs.length > 1;
  // Without a tab in the address, the one shown: the role's first.
  const titled = tab !== undefined && isManageTab(tab) ? tab : club ? tabsFor(club)[0]?.key : undefined;
  usePageTitle(manageAreaTitle(titled));
  // The club shown is the one the next visit opens (a reload, the top bar's link, the dashboard).
  useEffect(() => {
    if (club && hasSeveral) remember(club.id);
  }, [club, hasSeveral, remember]);

  if (me.isLoading) return <LoadingState label="Vereinsverwaltung wird geladen…" />;
  // Offline (a reload at the pitch): stay here; it loads once the connection is back, and the
  // match-day outbox sends meanwhile.
  if (me.isUnreachable) {
    return (
      <Container className="py-8">
        <ErrorState message={ACCESS_MESSAGES.offline} onRetry={() => void me.refetch()} />
      </Container>
    );
  }
  if (me.isError) return <RedirectWithToast to="/" message={ACCESS_MESSAGES.noProfile} />;
  if (!me.isSignedIn) return <SignInFirst />;
  if (!me.profile) return <RedirectWithToast to="/" message={ACCESS_MESSAGES.noProfile} />;
  if (!club) {
    if (me.isClub) return <ClubBootstrap />;
    return <RedirectWithToast to="/dashboard" message={ACCESS_MESSAGES.notClub} />;
  }
  // A person in several clubs keeps the club in the address, so links and reloads keep it.
  const tabPath = (key: ManageTabKey) => manageTabPath(key, hasSeveral ? club.id : undefined);
  const tabs = tabsFor(club);
  const first = tabs[0]?.key ?? "club";
  const shown = tab !== undefined && isManageTab(tab) ? tab : first;
  if (managed.isUnknownChoice) {
    return <RedirectWithToast to={tabPath(shown)} message={ACCESS_MESSAGES.unknownClub} />;
  }
  // An unknown tab, or one this role cannot use, falls back to the role's first tab.
  if (tab !== undefined && (!isManageTab(tab) || !tabs.some((t) => t.key === tab))) {
    return <Navigate to={tabPath(first)} replace />;
  }

  return (
    <ManageLayout club={club} clubs={managed.clubs} active={tab ?? first} tabs={tabs} tabPath={tabPath} />
  );
}

/** Leaves the page with an error toast, once (StrictMode runs effects twice in development). */
function RedirectWithToast({ to, message }: { to: string; message: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(message);
    navigate(to, { replace: true });
  }, [message, navigate, to]);
  return null;
}

const bootstrapOutcome = {
  onSuccess: () => {
    toast.success(ACCESS_MESSAGES.bootstrapped);
    // A moment to read the message before the reload.
    window.setTimeout(() => window.location.reload(), 1200);
  },
  onError: () => toast.error(ACCESS_MESSAGES.bootstrapFailed),
};

/** Spec §4: a club account without a club profile gets one, then the page reloads. */
function ClubBootstrap() {
  const bootstrap = useBootstrapClub();
  const started = useRef(false);
  const run = bootstrap.mutate;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(undefined, bootstrapOutcome);
  }, [run]);

  if (bootstrap.isError) {
    return (
      <Container className="py-10">
        <ErrorState
          message={ACCESS_MESSAGES.bootstrapFailed}
          onRetry={() => run(undefined, bootstrapOutcome)}
          isRetrying={bootstrap.isPending}
        />
      </Container>
    );
  }
  return <LoadingState label="Vereinsprofil wird erstellt…" />;
}
