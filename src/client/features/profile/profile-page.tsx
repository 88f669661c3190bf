import { Building2, Mail, MapPin, Pencil, Phone, Settings } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import type { MyClub } from "#shared/account/types.ts";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { ACCOUNT_TYPE_LABELS } from "#shared/constants.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { errorMessage } from "../../lib/api.ts";
import { checkImageFile } from "../../lib/image-check.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { ImageUpload } from "../../ui/image-upload.tsx";
import { Container } from "../../ui/page.tsx";
import { LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "../auth/api.ts";
import { SignInFirst } from "../auth/sign-in-first.tsx";
import { FavoriteTeamsCard } from "../favorites/favorite-teams-card.tsx";
import { manageClubPath } from "../manage/manage-tabs.ts";
import { LeaveClubButton } from "../members/leave-club-button.tsx";
import { AccountSecurityCard } from "./account-security-card.tsx";
import { useUploadProfileImage } from "./api.ts";
import { ProfileEditDialog } from "./profile-edit-dialog.tsx";

/** The confirmation link of a new e-mail address lands here with ?email=bestaetigt|ungueltig. */
function useEmailConfirmationNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("email");
  useEffect(() => {
    if (outcome === null) return;
    if (outcome === "bestaetigt") toast.success(CARE_MESSAGES.emailConfirmed);
    else toast.error("E-Mail-Adresse nicht bestätigt", CARE_MESSAGES.emailConfirmInvalid);
    setParams({}, { replace: true });
  }, [outcome, setParams]);
}

export function Component() {
  const { isLoading, isSignedIn, profile, user, clubs, isClub, canManage } = useMe();
  usePageTitle("Mein Profil");
  useEmailConfirmationNotice();
  const [isEditing, setEditing] = useState(false);
  const upload = useUploadProfileImage();

  if (isLoading) return <LoadingState label="Profil wird geladen..." />;
  if (!isSignedIn) return <SignInFirst />;
  if (!profile || !user) return <LoadingState label="Profil wird geladen..." />;

  const onFile = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => toast.success("Bild erfolgreich hochgeladen."),
      onError: (error) => toast.error("Fehler beim Hochladen des Bildes", errorMessage(error, "")),
    });

  const displayName = profile.fullName || profile.username;
  return (
    <Container className="py-8">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Mein Profil</h1>
      {/* Each card as tall as its content: beside the long account column it stood stretched. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div>
              <CardTitle as="h2">Profilinformationen</CardTitle>
              <CardDescription>Deine persönlichen Angaben</CardDescription>
            </div>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Bearbeiten
            </Button>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <div>
              <ImageUpload
                label="Profilbild"
                src={profile.profileImageUrl}
                alt={`Profilbild von ${displayName}`}
                aspect="square"
                onFile={onFile}
                uploading={upload.isPending}
                validate={(file) => checkImageFile(file)}
              />
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-xl font-bold">{displayName}</p>
                <Badge variant="outline">{ACCOUNT_TYPE_LABELS[profile.accountType]}</Badge>
              </div>
              <p className="text-gray-600">@{profile.username}</p>
              <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
                <Detail icon={Mail} label="E-Mail" value={user.email} />
                <Detail icon={Phone} label="Telefon" value={profile.phone} />
                <Detail icon={MapPin} label="Adresse" value={profile.address} />
                <Detail icon={Building2} label="Ort" value={profile.city} />
              </dl>
            </div>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          {(isClub || canManage) && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Vereinsverwaltung</CardTitle>
                <CardDescription>
                  {clubs.length > 1 ? "Deine Vereine" : clubs[0]?.clubName || "Dein Verein"}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <p className="mb-4 text-sm text-gray-600">
                  Verwalte Vereinsdaten, Mannschaften, Spieler, Trainer, News, Spielplan und Live-Ticker.
                </p>
                {clubs.length > 1 ? (
                  // A person in several clubs (their own, one that invited them) opens each one here.
                  <ul className="flex flex-col gap-2" aria-label="Deine Vereine">
                    {clubs.map((club) => (
                      <li key={club.id}>
                        <Button asChild variant="outline" className="w-full justify-start">
                          <Link to={manageClubPath(club.id)}>
                            <Settings className="size-4" aria-hidden="true" />
                            <span className="truncate">{clubDisplayName(club.clubName)} verwalten</span>
                          </Link>
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Button asChild className="w-full">
                    <Link to="/manage-club/club">
                      <Settings className="size-4" aria-hidden="true" /> Zur Vereinsverwaltung
                    </Link>
                  </Button>
                )}
                <LeaveClubs clubs={clubs} />
              </CardContent>
            </Card>
          )}
          <FavoriteTeamsCard />
          <AccountSecurityCard email={user.email} isClub={isClub} clubs={clubs} />
        </div>
      </div>
      <ProfileEditDialog open={isEditing} onOpenChange={setEditing} profile={profile} />
    </Container>
  );
}

function Detail({ icon: Icon, label, value }: { icon: typeof Mail; label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-gray-600">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      {/* Whole, broken where it must: a long address cut at the card's edge was unreadable. */}
      <dd className="pl-5 text-gray-900 wrap-anywhere">
        {value || <span className="text-gray-600">Nicht angegeben</span>}
      </dd>
    </div>
  );
}

/**
 * The clubs the person may leave here: those they are no Administrator of (an Administrator
 * leaves in «Mitglieder & Rollen», which says when they are the last one).
 */
function LeaveClubs({ clubs }: { clubs: readonly MyClub[] }) {
  const leavable = clubs.filter((club) => club.role !== "admin");
  if (leavable.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-2 border-t border-gray-100 pt-4" aria-label="Vereine verlassen">
      {leavable.map((club) => (
        <li key={club.id}>
          <LeaveClubButton clubId={club.id} clubName={club.clubName} />
        </li>
      ))}
    </ul>
  );
}
