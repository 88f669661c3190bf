import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, UserX } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { formatDateTime } from "#shared/format.ts";
import { OFFICE_MESSAGES, type OfficeAccount, type OfficeClub } from "#shared/league/office.ts";
import { errorMessage, loadErrorDetail } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { useConfirm, usePrompt } from "../../ui/dialogs-provider.tsx";
import { EmailAddress } from "../../ui/email-address.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { SearchField } from "../../ui/search-field.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import {
  officeAccountsQueryOptions,
  officeClubsQueryOptions,
  useSuspendAccount,
  useVerifyClub,
} from "./office-decisions-api.ts";

/** «Vereine & Konten»: verifying clubs (the «verifiziert» badge) and suspending accounts. */
export function OfficeClubsSection() {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <ClubsCard />
      <AccountsCard />
    </div>
  );
}

function ClubsCard() {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const clubs = useQuery(officeClubsQueryOptions(deferred));
  const verify = useVerifyClub();
  const confirm = useConfirm();

  async function toggle(club: OfficeClub) {
    const isVerified = club.verifiedAt !== null;
    const ok = await confirm({
      title: isVerified ? "Verifizierung zurücknehmen?" : "Verein verifizieren?",
      description: isVerified
        ? `${club.clubName} verliert das Abzeichen «verifiziert»; sein Name ist nicht mehr geschützt.`
        : `${club.clubName} erhält das Abzeichen «verifiziert»; niemand kann seinen Namen übernehmen.`,
      confirmLabel: isVerified ? "Zurücknehmen" : "Verifizieren",
      destructive: isVerified,
    });
    if (!ok) return;
    verify.mutate(
      { clubId: club.id, verify: !isVerified },
      {
        onSuccess: () =>
          toast.success(isVerified ? "Verifizierung zurückgenommen" : `${club.clubName} ist verifiziert`),
        onError: (error) =>
          toast.error("Nicht gespeichert", errorMessage(error, "Bitte versuche es erneut.")),
      },
    );
  }

  return (
    <Card asChild className="p-4 sm:p-5">
      <section aria-labelledby="office-clubs">
        <h2 id="office-clubs" className="mb-3 text-lg font-bold">
          Vereine verifizieren
        </h2>
        <SearchField
          label="Vereine durchsuchen"
          placeholder="Vereinsname"
          value={search}
          onChange={setSearch}
          isSearching={clubs.isPlaceholderData}
        />
        <div className="mt-3">
          {clubs.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : clubs.isError ? (
            <ErrorState
              title="Die Vereine konnten nicht geladen werden."
              message={loadErrorDetail(clubs.error)}
              onRetry={() => void clubs.refetch()}
              isRetrying={clubs.isFetching}
            />
          ) : clubs.data.length === 0 ? (
            <EmptyState icon={BadgeCheck} title="Kein Verein gefunden." />
          ) : (
            <ul className="flex flex-col divide-y divide-gray-100">
              {clubs.data.map((club) => (
                <li key={club.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="font-semibold">{club.clubName}</span>{" "}
                    {club.verifiedAt ? (
                      <Badge variant="success">
                        <BadgeCheck aria-hidden="true" /> verifiziert
                      </Badge>
                    ) : null}
                  </span>
                  <Button
                    size="sm"
                    variant={club.verifiedAt ? "ghost" : "secondary"}
                    onClick={() => toggle(club)}
                    disabled={verify.isPending}
                    // The shown word stays in the name, so speech control finds the button by it.
                    aria-label={
                      club.verifiedAt
                        ? `Verifizierung zurücknehmen für ${club.clubName}`
                        : `${club.clubName} verifizieren`
                    }
                  >
                    {club.verifiedAt ? "Zurücknehmen" : "Verifizieren"}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}

function AccountsCard() {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const accounts = useQuery(officeAccountsQueryOptions(deferred));
  const suspend = useSuspendAccount();
  const prompt = usePrompt();
  const confirm = useConfirm();

  async function toggle(account: OfficeAccount) {
    if (account.suspendedAt) {
      const ok = await confirm({
        title: "Sperre aufheben?",
        description: `${account.email} kann sich wieder anmelden.`,
        confirmLabel: "Aufheben",
        destructive: false,
      });
      if (!ok) return;
    }
    const reason = account.suspendedAt
      ? null
      : await prompt({
          title: "Konto sperren",
          description: `${account.email} wird sofort abgemeldet und kann sich nicht mehr anmelden.`,
          label: "Grund",
          multiline: true,
          // The server's words and bound (shared/league/office.ts), said before the request.
          required: OFFICE_MESSAGES.reasonRequired,
          validate: (value) => (value.length > 500 ? OFFICE_MESSAGES.reasonTooLong : null),
          confirmLabel: "Sperren",
          destructive: true,
        });
    if (!account.suspendedAt && reason === null) return;
    suspend.mutate(
      { userId: account.id, reason: reason === null ? null : String(reason) },
      {
        onSuccess: () =>
          toast.success(account.suspendedAt ? "Sperre aufgehoben" : `${account.email} ist gesperrt`),
        onError: (error) =>
          toast.error("Nicht gespeichert", errorMessage(error, "Bitte versuche es erneut.")),
      },
    );
  }

  return (
    <Card asChild className="p-4 sm:p-5">
      <section aria-labelledby="office-accounts">
        <h2 id="office-accounts" className="mb-3 text-lg font-bold">
          Konten sperren
        </h2>
        <SearchField
          label="Konten durchsuchen"
          // The hint below says how many characters; cut at a phone's width, it said «(mindestens 2».
          placeholder="E-Mail oder Name"
          value={search}
          onChange={setSearch}
          isSearching={accounts.isPlaceholderData}
        />
        <div className="mt-3">
          {deferred.length < 2 ? (
            <p className="text-sm text-gray-600">Gib mindestens 2 Zeichen ein.</p>
          ) : accounts.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : accounts.isError ? (
            <ErrorState
              title="Die Konten konnten nicht geladen werden."
              message={loadErrorDetail(accounts.error)}
              onRetry={() => void accounts.refetch()}
              isRetrying={accounts.isFetching}
            />
          ) : accounts.data.length === 0 ? (
            <EmptyState icon={UserX} title="Kein Konto gefunden." />
          ) : (
            <ul className="flex flex-col divide-y divide-gray-100">
              {accounts.data.map((account) => (
                <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  {/* The address breaks where it parts (after its «@», before its dots); the name
                      and a reason between words. */}
                  <span className="min-w-0 wrap-break-word">
                    <span className="font-semibold">
                      <EmailAddress address={account.email} />
                    </span>
                    <span className="block text-xs text-gray-600">
                      {account.name}
                      {account.suspendedAt ? (
                        <KeptTogether
                          text={` · gesperrt seit ${formatDateTime(account.suspendedAt)}: ${account.suspensionReason ?? ""}`}
                        />
                      ) : null}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant={account.suspendedAt ? "secondary" : "danger"}
                    onClick={() => toggle(account)}
                    disabled={suspend.isPending}
                    aria-label={
                      account.suspendedAt
                        ? `Sperre aufheben für ${account.email}`
                        : `${account.email} sperren`
                    }
                  >
                    {account.suspendedAt ? "Sperre aufheben" : "Sperren"}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}
