import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { toWebcalUrl } from "#shared/calendar/types.ts";
import { Button, buttonClassName } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { personalCalendarQueryOptions, useRenewPersonalCalendar } from "./api.ts";

/** Dashboard card: the personal feed of all favourite teams behind a secret address. */
export function PersonalCalendarCard() {
  const feed = useQuery(personalCalendarQueryOptions);
  const renew = useRenewPersonalCalendar();
  const confirm = useConfirm();
  const url = feed.data?.url ?? null;

  async function create(): Promise<string | null> {
    try {
      return (await renew.mutateAsync()).url;
    } catch (error) {
      toast.error("Die Kalenderadresse konnte nicht erzeugt werden", (error as Error).message);
      return null;
    }
  }

  async function subscribeFirstTime() {
    const created = await create();
    if (created) window.location.href = toWebcalUrl(created);
  }

  async function renewAddress() {
    const isConfirmed = await confirm({
      title: "Neue Kalenderadresse erzeugen?",
      description:
        "Die bisherige Adresse funktioniert danach nicht mehr. Abonniere den Kalender danach mit der neuen Adresse.",
      confirmLabel: "Neue Adresse erzeugen",
    });
    if (!isConfirmed) return;
    if (await create()) toast.success("Neue Kalenderadresse erzeugt");
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Adresse kopiert");
    } catch {
      toast.error("Kopieren war nicht möglich", "Markiere die Adresse und kopiere sie von Hand.");
    }
  }

  return (
    <Card asChild>
      <section aria-labelledby="dashboard-calendar">
        <CardHeader>
          <CardTitle as="h2" id="dashboard-calendar" className="flex items-center gap-2">
            <CalendarPlus aria-hidden="true" className="size-5 text-brand-700" /> Kalender
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-gray-700">
          <p>
            Alle Spiele deiner Favoriten in deinem Kalender (iPhone, Android, Outlook). Verschobene Spiele,
            Absagen und Resultate kommen von selbst nach.
          </p>
          {feed.isLoading ? (
            <LoadingState label="Lade Kalender..." className="py-4" />
          ) : feed.isError ? (
            <ErrorState
              message="Der Kalender konnte nicht geladen werden."
              onRetry={() => void feed.refetch()}
            />
          ) : url ? (
            <>
              <div className="flex flex-wrap gap-2">
                <a href={toWebcalUrl(url)} className={buttonClassName({ variant: "primary" })}>
                  <CalendarPlus aria-hidden="true" /> Kalender abonnieren
                </a>
                <Button variant="outline" onClick={() => void copy(url)}>
                  <Copy aria-hidden="true" /> Adresse kopieren
                </Button>
              </div>
              <label className="block">
                <span className="sr-only">Kalenderadresse</span>
                <input
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="w-full truncate rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs"
                />
              </label>
              <p className="text-xs text-gray-500">
                Die Adresse ist geheim: wer sie kennt, sieht deine Favoriten-Spiele.{" "}
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => void renewAddress()}
                  loading={renew.isPending}
                >
                  <RefreshCw aria-hidden="true" /> Neue Adresse erzeugen
                </Button>
              </p>
            </>
          ) : (
            <Button onClick={() => void subscribeFirstTime()} loading={renew.isPending}>
              <CalendarPlus aria-hidden="true" /> Kalender abonnieren
            </Button>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
