import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { personalCalendarQueryOptions, useRenewPersonalCalendar } from "./api.ts";
import { type CalendarFeed, CalendarSubscribeDialog } from "./calendar-subscribe-dialog.tsx";

function personalFeed(url: string): CalendarFeed {
  return { url, fileName: "tschutti-favoriten.ics", description: "Alle Spiele deiner Favoriten" };
}

/** Dashboard card: the personal feed of all favourite teams behind a secret address. */
export function PersonalCalendarCard() {
  const feed = useQuery(personalCalendarQueryOptions);
  const renew = useRenewPersonalCalendar();
  const confirm = useConfirm();
  const url = feed.data?.url ?? null;
  const [isDialogOpen, setDialogOpen] = useState(false);

  async function create(): Promise<string | null> {
    try {
      return (await renew.mutateAsync()).url;
    } catch (error) {
      toast.error("Die Kalenderadresse konnte nicht erzeugt werden", (error as Error).message);
      return null;
    }
  }

  // The first time, the secret address is made first; then the dialog offers it like later.
  async function subscribeFirstTime() {
    if (await create()) setDialogOpen(true);
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
          ) : (
            // One button before and after the address exists: the dialog gives the focus back
            // to the button that opened it (a second button in its place left it on the page).
            <>
              <Button
                aria-haspopup="dialog"
                onClick={() => (url ? setDialogOpen(true) : void subscribeFirstTime())}
                loading={url === null && renew.isPending}
              >
                <CalendarPlus aria-hidden="true" /> Kalender abonnieren
              </Button>
              {url ? (
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
              ) : null}
            </>
          )}
          {url ? (
            <CalendarSubscribeDialog
              feed={personalFeed(url)}
              open={isDialogOpen}
              onOpenChange={setDialogOpen}
            />
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
