import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, ShieldQuestion } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CLUB_MESSAGES, clubInfoSchema } from "#shared/clubs/schema.ts";
import type { ManageClub } from "#shared/clubs/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { strictImageCheck, useImageUpload } from "../../ui/crud/use-image-upload.ts";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { ImageUpload } from "../../ui/image-upload.tsx";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { ApiKeysCard } from "../api-keys/api-keys-card.tsx";
import { manageClubQueryOptions, useSaveClubImage, useSaveClubInfo } from "./manage-api.ts";

type Schema = ReturnType<typeof clubInfoSchema>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;

/** Tab 'Mein Verein': club info, logo and stadium image (club-management §2), API keys. */
export function ManageClubTab({ clubId }: { clubId: string }) {
  const club = useQuery(manageClubQueryOptions(clubId));

  return (
    <>
      <TabHeader
        title="Mein Verein"
        description="Diese Angaben sehen Fans auf der Vereinsseite unter Kontakt und Details."
      />
      {club.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-56" />
          <Skeleton className="h-96" />
        </div>
      ) : club.isError ? (
        <ErrorState
          message={errorMessage(club.error, "Die Vereinsinformationen konnten nicht geladen werden.")}
          onRetry={() => club.refetch()}
          isRetrying={club.isFetching}
        />
      ) : (
        <div className="grid gap-6">
          <VerificationStatus club={club.data} />
          <ClubImages club={club.data} />
          <ClubInfoForm club={club.data} />
          <ApiKeysCard clubId={club.data.id} />
        </div>
      )}
    </>
  );
}

/**
 * Whether the league office has verified the club: the public page's «verifiziert» and a name no
 * other club may take. The office does it on its own (there is nothing to ask for), so the club
 * is told what it means, not what to do.
 */
function VerificationStatus({ club }: { club: ManageClub }) {
  const Icon = club.verified ? BadgeCheck : ShieldQuestion;
  return (
    <section
      aria-labelledby="club-verification"
      className={cn(
        "flex items-start gap-3 rounded-xl border px-4 py-3",
        club.verified ? "border-brand-200 bg-brand-50" : "border-gray-200 bg-white",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-5 shrink-0", club.verified ? "text-brand-700" : "text-gray-500")}
      />
      <div className="min-w-0 text-sm">
        <h3 id="club-verification" className="font-semibold text-gray-900">
          {club.verified ? "Von der Spielleitung verifiziert" : "Noch nicht verifiziert"}
        </h3>
        <p className="text-gray-700">
          {club.verified ? (
            <>
              Deine Vereinsseite zeigt das Zeichen «verifiziert». Den Namen{" "}
              <KeptTogether text={club.clubName} /> kann kein anderer Verein tragen.
            </>
          ) : (
            "Die Spielleitung verifiziert die Vereine, die sie kennt. Dann zeigt deine Vereinsseite das Zeichen «verifiziert», und den Namen deines Vereins kann kein anderer mehr tragen."
          )}
        </p>
      </div>
    </section>
  );
}

function ClubImages({ club }: { club: ManageClub }) {
  const logoUpload = useImageUpload("logo", { quiet: true });
  const stadiumUpload = useImageUpload("stadium", { quiet: true });
  const saveLogo = useSaveClubImage(club.id, "logo");
  const saveStadium = useSaveClubImage(club.id, "stadium-image");
  const confirm = useConfirm();

  async function replace(
    file: File | null,
    upload: (file: File) => Promise<string | null>,
    save: typeof saveLogo,
    texts: { saved: string; removed: string; failed: string },
  ) {
    const url = file ? await upload(file) : null;
    if (file && !url) return;
    save.mutate(url, {
      onSuccess: () =>
        toast.success(file ? "Bild erfolgreich hochgeladen" : texts.removed, file ? texts.saved : undefined),
      onError: (error) => toast.error(texts.failed, errorMessage(error, "Bitte versuche es erneut.")),
    });
  }

  // Removing is saved at once and the stored file deleted with it: asked first.
  async function remove(
    upload: (file: File) => Promise<string | null>,
    save: typeof saveLogo,
    texts: { label: string; saved: string; removed: string; failed: string },
  ) {
    const isConfirmed = await confirm({
      title: `${texts.label} entfernen?`,
      description: `Das ${texts.label} wird gelöscht und ist danach auf der Vereinsseite nicht mehr zu sehen.`,
      confirmLabel: "Entfernen",
    });
    if (isConfirmed) await replace(null, upload, save, texts);
  }

  const logoTexts = {
    label: "Vereinslogo",
    saved: "Das Vereinslogo wurde gespeichert.",
    removed: "Das Vereinslogo wurde entfernt.",
    failed: CLUB_MESSAGES.logoFailed,
  };
  const stadiumTexts = {
    label: "Stadionbild",
    saved: "Das Stadionbild wurde gespeichert.",
    removed: "Das Stadionbild wurde entfernt.",
    failed: CLUB_MESSAGES.stadiumImageFailed,
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Logo und Stadion</CardTitle>
        <CardDescription>
          Bilder werden sofort gespeichert (JPG, PNG oder WebP, höchstens 5 MB).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-[auto_minmax(0,1fr)]">
        <ImageUpload
          label="Vereinslogo"
          name="Vereinslogo"
          src={club.clubLogoUrl}
          alt={`Logo von ${club.clubName || "deinem Verein"}`}
          aspect="square"
          fit="contain"
          uploading={logoUpload.isUploading || saveLogo.isPending}
          validate={strictImageCheck}
          onFile={(file) => replace(file, logoUpload.upload, saveLogo, logoTexts)}
          onRemove={() => void remove(logoUpload.upload, saveLogo, logoTexts)}
        />
        <ImageUpload
          label="Stadionbild"
          name="Stadionbild"
          src={club.stadiumImageUrl}
          alt={club.stadiumName ? `Stadion ${club.stadiumName}` : "Stadion"}
          aspect="wide"
          uploading={stadiumUpload.isUploading || saveStadium.isPending}
          validate={strictImageCheck}
          onFile={(file) => replace(file, stadiumUpload.upload, saveStadium, stadiumTexts)}
          onRemove={() => void remove(stadiumUpload.upload, saveStadium, stadiumTexts)}
        />
      </CardContent>
    </Card>
  );
}

function formValues(club: ManageClub): FormIn {
  return {
    clubName: club.clubName,
    foundingYear: club.foundingYear ?? "",
    stadiumName: club.stadiumName ?? "",
    activeMembers: club.activeMembers ?? "",
    teamsCount: club.teamsCount ?? "",
    contactEmail: club.contactEmail ?? "",
    contactPhone: club.contactPhone ?? "",
    contactAddress: club.contactAddress ?? "",
    description: club.description ?? "",
  };
}

function ClubInfoForm({ club }: { club: ManageClub }) {
  const schema = useMemo(() => clubInfoSchema(), []);
  const save = useSaveClubInfo(club.id);
  // Fresh server data (e.g. after a logo change) updates the form but keeps what the user is typing.
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(schema),
    values: formValues(club),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (result) => {
        form.reset(formValues(result.club));
        toast.success(CLUB_MESSAGES.saved);
      },
      onError: (error) => {
        markServerFieldErrors(form, error);
        toast.error(CLUB_MESSAGES.saveFailed, errorMessage(error, "Bitte versuche es erneut."));
      },
    }),
  );
  const message = (value: unknown) => (typeof value === "string" ? value : undefined);

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Vereinsinformationen">
        <CardHeader>
          <CardTitle as="h3">Vereinsinformationen</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            label="Vereinsname"
            required
            error={message(errors.clubName?.message)}
            className="sm:col-span-2"
          >
            <Input autoComplete="organization" {...form.register("clubName")} />
          </Field>
          <Field label="Gründungsjahr" error={message(errors.foundingYear?.message)}>
            <Input type="number" inputMode="numeric" min={1800} step={1} {...form.register("foundingYear")} />
          </Field>
          <Field label="Stadion" error={message(errors.stadiumName?.message)}>
            <Input {...form.register("stadiumName")} />
          </Field>
          <Field label="Aktive Mitglieder" error={message(errors.activeMembers?.message)}>
            <Input type="number" inputMode="numeric" min={0} step={1} {...form.register("activeMembers")} />
          </Field>
          <Field label="Anzahl Mannschaften" error={message(errors.teamsCount?.message)}>
            <Input type="number" inputMode="numeric" min={0} step={1} {...form.register("teamsCount")} />
          </Field>
          <Field label="Kontakt-E-Mail" error={message(errors.contactEmail?.message)}>
            <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
          </Field>
          <Field label="Telefon" error={message(errors.contactPhone?.message)}>
            <Input type="tel" autoComplete="tel" {...form.register("contactPhone")} />
          </Field>
          <Field label="Adresse" error={message(errors.contactAddress?.message)} className="sm:col-span-2">
            <Textarea rows={2} autoComplete="street-address" {...form.register("contactAddress")} />
          </Field>
          <Field label="Beschreibung" error={message(errors.description?.message)} className="sm:col-span-2">
            <Textarea rows={5} {...form.register("description")} />
          </Field>
        </CardContent>
        <CardFooter className="justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || save.isPending}
            // Not the form's own reset options, which keep what was typed (for fresh server data).
            onClick={() => form.reset(formValues(club), { keepDirtyValues: false })}
          >
            Zurücksetzen
          </Button>
          <Button type="submit" loading={save.isPending}>
            Speichern
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
