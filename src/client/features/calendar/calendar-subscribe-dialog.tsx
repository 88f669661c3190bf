import { CalendarPlus, Copy, Download } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toWebcalUrl } from "#shared/calendar/types.ts";
import { Button, type ButtonVariant, buttonClassName } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { copyText } from "../../ui/copy-text.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";

export interface CalendarFeed {
  /** The feed's https address (what Google or Outlook take «per URL»). */
  url: string;
  /** Name of the downloaded file, e.g. «fc-seeblick-1-mannschaft.ics». */
  fileName: string;
  /** What the feed holds, one sentence: «Alle Spiele von FC Seeblick 1. Mannschaft». */
  description: string;
}

const HELP: Array<{ app: string; steps: string }> = [
  {
    app: "Google Kalender",
    steps:
      "Am Computer calendar.google.com öffnen, links bei «Weitere Kalender» auf «+» und dann «Per URL» klicken, den kopierten Link einfügen und «Kalender hinzufügen» wählen. Auf dem Android-Telefon erscheint er danach von selbst.",
  },
  {
    app: "Apple Kalender (iPhone, iPad, Mac)",
    steps:
      "«Im Kalender abonnieren» tippen und bestätigen. Oder von Hand: auf dem iPhone Einstellungen › Kalender › Accounts › Account hinzufügen › Andere › «Kalenderabo hinzufügen», auf dem Mac Ablage › «Neues Kalenderabonnement», und den Link einfügen.",
  },
  {
    app: "Outlook",
    steps:
      "In Outlook im Web oder in der App im Kalender «Kalender hinzufügen» › «Aus dem Internet abonnieren» wählen, den Link einfügen und speichern.",
  },
];

/**
 * Subscribe, copy the link, download the file, and how each calendar app adds a feed by its
 * address. A subscription follows moved matches and results; a download is a copy of today.
 */
export function CalendarSubscribeDialog({
  feed,
  open,
  onOpenChange,
}: {
  feed: CalendarFeed;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addressId = useId();
  const addressRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Kalender abonnieren</DialogTitle>
          <DialogDescription>
            {feed.description} in deinem Kalender. Verschiebungen, Absagen und Resultate kommen von selbst
            nach.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-3">
          <a href={toWebcalUrl(feed.url)} className={buttonClassName({ variant: "primary" })}>
            <CalendarPlus aria-hidden="true" /> Abonnieren
          </a>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              void copyText(feed.url, { copied: "Link kopiert", thing: "Link" }, addressRef.current)
            }
          >
            <Copy aria-hidden="true" /> Link kopieren
          </Button>
          <a href={feed.url} download={feed.fileName} className={buttonClassName({ variant: "outline" })}>
            <Download aria-hidden="true" /> Herunterladen
          </a>
        </div>
        <label htmlFor={addressId} className="mt-4 block text-sm font-semibold text-gray-700">
          Link zum Kalender
        </label>
        <input
          ref={addressRef}
          id={addressId}
          readOnly
          value={feed.url}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full truncate rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs"
        />
        <p className="mt-2 text-xs text-gray-600">
          «Herunterladen» speichert die Spiele von heute als .ics-Datei; spätere Änderungen kommen nur mit
          einem Abo nach.
        </p>
        <h3 className="mt-5 text-sm font-bold text-gray-900">So fügst du den Kalender hinzu</h3>
        <div className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200">
          {HELP.map(({ app, steps }) => (
            <details key={app} className="group px-3 py-2">
              <summary className="cursor-pointer rounded text-sm font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600">
                {app}
              </summary>
              <p className="mt-1 text-sm text-gray-700">{steps}</p>
            </details>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** «Kalender abonnieren»: opens the dialog above (not offered without scripts, which it needs). */
export function CalendarSubscribeButton({
  feed,
  variant = "outline",
  className,
}: {
  feed: CalendarFeed;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={cn("unscripted:hidden", className)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <CalendarPlus aria-hidden="true" /> Kalender abonnieren
      </Button>
      <CalendarSubscribeDialog feed={feed} open={open} onOpenChange={setOpen} />
    </>
  );
}
