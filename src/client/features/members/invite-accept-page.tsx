import { useQuery } from "@tanstack/react-query";
import { MailOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { formatDateTime } from "#shared/format.ts";
import { CLUB_ROLE_DESCRIPTIONS, CLUB_ROLE_LABELS, inviteRoleText } from "#shared/members/club-roles.ts";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent } from "../../ui/card.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "../auth/api.ts";
import { SwitchAccountButton } from "../auth/switch-account-button.tsx";
import { manageClubPath } from "../manage/manage-tabs.ts";
import { invitePreviewQueryOptions, useAcceptInvite } from "./api.ts";

/** /einladung/:token: shows the invite; a visitor signs in or registers first, then accepts. */
export function Component() {
  const { token = "" } = useParams();
  const me = useMe();
  const invite = useQuery(invitePreviewQueryOptions(token));
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const back = `/einladung/${encodeURIComponent(token)}`;

  if (invite.isPending || me.isLoading) return <LoadingState label="Einladung wird geladen…" />;
  if (invite.isError) {
    // Unknown or used (404): the link will not work again, so the page says what to do instead.
    // Anything else may pass: the same link is tried again.
    const isGone = invite.error instanceof ApiError && invite.error.status === 404;
    return (
      <InvitePageFrame>
        {isGone ? (
          <>
            <ErrorState
              title="Einladung nicht gefunden"
              message={errorMessage(invite.error, "Die Einladung konnte nicht geladen werden.")}
            />
            <p className="mt-4 text-center text-sm text-gray-700">
              Bitte die Person, die dich eingeladen hat, um einen neuen Link.
            </p>
            <Button asChild variant="outline" className="mt-4 w-full">
              <Link to="/">Zur Startseite</Link>
            </Button>
          </>
        ) : (
          <ErrorState
            message={errorMessage(invite.error, "Die Einladung konnte nicht geladen werden.")}
            onRetry={() => void invite.refetch()}
            isRetrying={invite.isFetching}
          />
        )}
      </InvitePageFrame>
    );
  }
  const data = invite.data;
  const clubName = clubDisplayName(data.clubName);
  // Said before the button, which the server would refuse with «bereits Mitglied».
  const membership = me.clubs.find((club) => club.id === data.clubId);

  function handleAccept() {
    accept.mutate(token, {
      // The club just joined, not the first of the person's clubs: someone with a club of their
      // own who joins a friend club as its Ticker wants to see the friend club now. The account
      // is read anew before this runs (the mutation's own onSuccess), so it knows the club.
      onSuccess: ({ clubId }) => {
        toast.success(`Willkommen bei ${clubName}`);
        navigate(manageClubPath(clubId), { replace: true });
      },
      onError: (error) =>
        toast.error("Einladung nicht angenommen", errorMessage(error, "Bitte versuche es erneut.")),
    });
  }

  return (
    <InvitePageFrame>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-3">
            <ClubLogo name={clubName} src={data.clubLogoUrl} size="lg" decorative />
            <div className="min-w-0">
              <p className="truncate text-lg font-bold text-gray-900">{clubName}</p>
              <p className="text-sm text-gray-700">
                Rolle: <strong>{inviteRoleText(data.role, data.teams)}</strong>
              </p>
            </div>
          </div>
          <p className="text-sm text-gray-700">{CLUB_ROLE_DESCRIPTIONS[data.role]}.</p>
          {membership ? (
            <>
              <p
                role="status"
                className="rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900"
              >
                Du bist bereits Mitglied von {clubName} (Rolle: {CLUB_ROLE_LABELS[membership.role]}).{" "}
                {membership.role === "admin"
                  ? "Die Rollen änderst du unter «Mitglieder & Rollen»."
                  : "Eine andere Rolle gibt dir ein Administrator des Vereins unter «Mitglieder & Rollen»."}
              </p>
              <Button asChild className="w-full">
                <Link to={manageClubPath(data.clubId)}>Zu {clubName}</Link>
              </Button>
            </>
          ) : data.isExpired ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              Diese Einladung ist abgelaufen. Bitte lass dir eine neue schicken.
            </p>
          ) : (
            <>
              <p className="text-sm text-gray-600">Gültig bis {formatDateTime(data.expiresAt)}.</p>
              {me.isSignedIn ? (
                <SignedInAccept
                  account={accountName(me.profile?.fullName || me.profile?.username, me.user?.email)}
                  back={back}
                  onAccept={handleAccept}
                  isAccepting={accept.isPending}
                />
              ) : (
                <div className="flex flex-col gap-2">
                  <p className="text-sm text-gray-700">
                    Melde dich an oder registriere dich, um die Einladung anzunehmen.
                  </p>
                  <Button asChild className="w-full">
                    <Link to={`/auth?tab=anmelden&weiter=${encodeURIComponent(back)}`}>Anmelden</Link>
                  </Button>
                  <Button asChild variant="outline" className="w-full">
                    <Link to={`/auth?tab=registrieren&typ=fan&weiter=${encodeURIComponent(back)}`}>
                      Registrieren
                    </Link>
                  </Button>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </InvitePageFrame>
  );
}

/** «Rita Ufer (rita@fc-ufer.ch)», or the address alone when the profile names no one. */
function accountName(name: string | undefined, email: string | undefined): string {
  if (!email) return name ?? "";
  return name ? `${name} (${email})` : email;
}

/**
 * The link is often mailed to one person and opened where another is signed in (a shared
 * computer, a second account): the page says whose account accepts, and offers to sign out and
 * sign in with the right one, which leads back here.
 */
function SignedInAccept({
  account,
  back,
  onAccept,
  isAccepting,
}: {
  account: string;
  back: string;
  onAccept: () => void;
  isAccepting: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-gray-700">
        Du nimmst die Einladung als <strong className="break-words">{account}</strong> an.
      </p>
      <Button onClick={onAccept} loading={isAccepting} className="w-full">
        <MailOpen aria-hidden="true" />
        Einladung annehmen
      </Button>
      <SwitchAccountButton back={back} disabled={isAccepting}>
        Mit einem anderen Konto annehmen
      </SwitchAccountButton>
    </div>
  );
}

/** The page's column and its heading, the same whether the invite shows or could not be read. */
function InvitePageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-center text-3xl font-extrabold tracking-tight">Einladung</h1>
      {children}
    </div>
  );
}
