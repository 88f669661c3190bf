import { zodResolver } from "@hookform/resolvers/zod";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { WandSparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { formatDate } from "#shared/format.ts";
import { textEventsOf } from "#shared/matches/match-text.ts";
import { draftMatchReport } from "#shared/matches/report-draft.ts";
import { matchReportInputSchema, reportClosedMessage } from "#shared/matches/report-schema.ts";
import type { MatchReportView, MatchSummary } from "#shared/matches/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { lostInput, useDiscardGuard, useDiscardQuestion } from "../../ui/crud/use-discard-guard.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { KeptTabsContent, Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchEventsQueryOptions, matchLineupsQueryOptions } from "./api.ts";
import { ClosedNote } from "./closed-note.tsx";
import { manageReportQueryOptions } from "./club-schedule-queries.ts";
import { useSaveReport } from "./manage-api.ts";
import { playerName } from "./match-event-list.tsx";
import { fullTeamName, TeamName } from "./match-teams.tsx";
import { ReportEventsTab } from "./report-events-tab.tsx";

type FormIn = z.input<typeof matchReportInputSchema>;
type FormOut = z.output<typeof matchReportInputSchema>;
type ReportFormState = UseFormReturn<FormIn, unknown, FormOut>;

export const REPORT_TOASTS = {
  created: "Spielbericht wurde erstellt",
  updated: "Spielbericht wurde aktualisiert",
  saveFailed: "Fehler beim Speichern des Spielberichts",
  loadFailed: "Fehler beim Laden der Spieldaten",
  drafted: "Entwurf aus dem Ticker eingefügt: bitte lesen und anpassen, dann speichern",
  draftEventsFailed: "Die Spielereignisse konnten nicht geladen werden",
} as const;

function draft(report: MatchReportView | null): FormIn {
  return {
    title: report?.title ?? "",
    content: report?.content ?? "",
    highlights: report?.highlights ?? "",
    manOfMatchPlayerId: report?.manOfMatchPlayerId ?? "",
    attendance:
      report?.attendance === null || report?.attendance === undefined ? "" : String(report.attendance),
    weatherConditions: report?.weatherConditions ?? "",
    refereeNotes: report?.refereeNotes ?? "",
    referee: report?.referee ?? "",
  };
}

/**
 * The 'Spielbericht' dialog of the club's schedule: tab Spielbericht (the report form) and tab
 * Spielereignisse (event form and the list by minute). Editing an event loads it into the form:
 * the API can edit events (the live ticker needs it), so the report dialog offers it too instead
 * of announcing it for a later version. The report form's state lives here, not in its tab: the
 * tab's panel unmounts when «Spielereignisse» opens, and what was typed was gone on the way back.
 * «Spielereignisse» stays rendered (hidden) once opened: its form, with a half-typed event or the
 * event being edited, is still there on the way back, and a close still asks about it.
 */
export function ReportDialog({
  match,
  open,
  onOpenChange,
}: {
  match: MatchSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState("report");
  const report = useQuery(manageReportQueryOptions(match.id));
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(matchReportInputSchema) });
  // The report form and the event form of «Spielereignisse» both count: a close asks before
  // throwing away what was typed in either.
  const [isEventDirty, setEventDirty] = useState(false);
  // The other tab's form is out of sight: the question names it rather than «this form».
  const isReportDirty = form.formState.isDirty;
  const lost =
    tab === "report"
      ? lostInput(isReportDirty, isEventDirty ? ["Spielereignisse"] : [])
      : lostInput(isEventDirty, isReportDirty ? ["Spielbericht"] : []);
  // One question for the close and «… bearbeiten» in «Spielereignisse» (useDiscardQuestion).
  const askDiscard = useDiscardQuestion();
  const closeAsking = useDiscardGuard(isReportDirty || isEventDirty, onOpenChange, { ask: askDiscard, lost });
  // Filled once, from the report as loaded: a refetch (back to the window) must not overwrite
  // what is being typed. The fields show only once filled: shown with the loaded report but
  // before the fill, what a quick hand (or a busy machine's test) typed there was wiped by it.
  const [isFilled, setFilled] = useState(false);
  useEffect(() => {
    if (!report.isSuccess || isFilled) return;
    form.reset(draft(report.data));
    setFilled(true);
  }, [report.isSuccess, report.data, form, isFilled]);

  return (
    <Dialog open={open} onOpenChange={(next) => void closeAsking(next)}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Spielbericht</DialogTitle>
          <DialogDescription>
            <TeamName team={match.homeTeam} /> gegen <TeamName team={match.awayTeam} /> ·{" "}
            {formatDate(match.matchDate)}
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab} className="mt-4">
          <TabsList aria-label="Spielbericht">
            <TabsTrigger value="report">Spielbericht</TabsTrigger>
            <TabsTrigger value="events">Spielereignisse</TabsTrigger>
          </TabsList>
          <TabsContent value="report">
            <ReportForm
              match={match}
              report={report}
              isFilled={isFilled}
              form={form}
              onSaved={() => onOpenChange(false)}
            />
          </TabsContent>
          <KeptTabsContent value="events" openValue={tab}>
            <ReportEventsTab
              match={match}
              loadFailedMessage={REPORT_TOASTS.loadFailed}
              onDirtyChange={setEventDirty}
              askDiscard={askDiscard}
            />
          </KeptTabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  match,
  report,
  isFilled,
  form,
  onSaved,
}: {
  match: MatchSummary;
  report: UseQueryResult<MatchReportView | null>;
  /** Whether the form holds the loaded report yet. */
  isFilled: boolean;
  form: ReportFormState;
  onSaved: () => void;
}) {
  const lineups = useQuery(matchLineupsQueryOptions(match.id));
  const save = useSaveReport(match.id);
  const confirm = useConfirm();
  const hasResult = match.status === "completed" && match.homeScore !== null && match.awayScore !== null;
  const events = useQuery({ ...matchEventsQueryOptions(match.id), enabled: hasResult });
  const { errors } = form.formState;

  // The server refuses a report before (reportClosedMessage): the note stands where the form was.
  const closed = reportClosedMessage(match);
  if (closed) return <ClosedNote>{closed}</ClosedNote>;
  if (report.isPending || (report.isSuccess && !isFilled)) {
    return <LoadingState label="Spielbericht wird geladen…" />;
  }
  if (report.isError) {
    return (
      <ErrorState
        message={REPORT_TOASTS.loadFailed}
        onRetry={() => report.refetch()}
        isRetrying={report.isFetching}
      />
    );
  }

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (result) => {
          toast.success(result.created ? REPORT_TOASTS.created : REPORT_TOASTS.updated);
          onSaved();
        },
        onError: (error) =>
          toast.error(REPORT_TOASTS.saveFailed, errorMessage(error, "Bitte versuche es erneut.")),
      }),
    () => {
      const first = Object.values(form.formState.errors)[0]?.message;
      if (first) toast.error(String(first));
    },
  );

  /** «Bericht aus dem Ticker entwerfen»: title and text from the timeline, to edit before saving. */
  async function draftFromTicker() {
    if (!hasResult || match.homeScore === null || match.awayScore === null) return;
    const timeline = events.data ?? (await events.refetch()).data;
    if (!timeline) {
      toast.error(REPORT_TOASTS.draftEventsFailed);
      return;
    }
    const { title, content } = form.getValues();
    if ((title ?? "").trim() !== "" || (content ?? "").trim() !== "") {
      const isConfirmed = await confirm({
        title: "Titel und Inhalt ersetzen?",
        description: "Der Entwurf aus dem Ticker ersetzt, was jetzt in Titel und Inhalt steht.",
        confirmLabel: "Ersetzen",
      });
      if (!isConfirmed) return;
    }
    const draft = draftMatchReport({
      homeName: fullTeamName(match.homeTeam),
      awayName: fullTeamName(match.awayTeam),
      score: { home: match.homeScore, away: match.awayScore },
      events: textEventsOf(timeline),
    });
    form.setValue("title", draft.title, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue("content", draft.content, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    toast.success(REPORT_TOASTS.drafted);
    form.setFocus("content");
  }

  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pt-2">
      <div className="flex flex-col items-start gap-1">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={!hasResult}
          loading={events.isFetching && !events.data}
          onClick={() => void draftFromTicker()}
        >
          <WandSparkles aria-hidden="true" />
          Bericht aus dem Ticker entwerfen
        </Button>
        <p className="text-xs text-gray-600">
          {hasResult
            ? "Titel und Text aus Resultat, Toren und Karten des Tickers; vor dem Speichern anpassen."
            : "Ein Entwurf aus dem Ticker ist möglich, sobald das Spiel beendet ist."}
        </p>
      </div>
      <Field label="Titel" required error={text(errors.title?.message)}>
        <Input {...form.register("title")} />
      </Field>
      <Field label="Inhalt" required error={text(errors.content?.message)}>
        <Textarea rows={6} {...form.register("content")} />
      </Field>
      <Field label="Highlights" error={text(errors.highlights?.message)}>
        <Textarea rows={3} {...form.register("highlights")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Man of the Match" error={text(errors.manOfMatchPlayerId?.message)}>
          <NativeSelect {...form.register("manOfMatchPlayerId")}>
            <option value="">Kein Spieler</option>
            {lineups.data
              ? [lineups.data.home, lineups.data.away].map((side) => (
                  <optgroup key={side.team.id} label={fullTeamName(side.team)}>
                    {side.players.map((p) => (
                      <option key={p.id} value={p.id}>
                        {playerName(p)}
                      </option>
                    ))}
                  </optgroup>
                ))
              : null}
          </NativeSelect>
        </Field>
        <Field label="Zuschauer" error={text(errors.attendance?.message)}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register("attendance")} />
        </Field>
        <Field label="Wetter" error={text(errors.weatherConditions?.message)}>
          <Input {...form.register("weatherConditions")} />
        </Field>
      </div>
      <Field
        label="Schiedsrichter (Name)"
        hint="Nur der Name, z. B. «Meier»: das Matchtelegramm schreibt «SR Meier»."
        error={text(errors.referee?.message)}
      >
        <Input autoComplete="off" {...form.register("referee")} />
      </Field>
      <Field label="Schiedsrichter (Notizen)" error={text(errors.refereeNotes?.message)}>
        <Textarea rows={2} {...form.register("refereeNotes")} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Spielbericht speichern
        </Button>
      </div>
    </form>
  );
}
