import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { formatLongDate, pluralize } from "#shared/format.ts";
import type { GroupImportPreview } from "#shared/league/group-csv.ts";
import { type GroupImportQuery, leagueOfficePaths } from "#shared/league/paths.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { FileNotChecked } from "../../ui/csv-import-dialog.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog.tsx";
import { Field, FileInput, Input } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";

const RETRY = "Bitte versuche es erneut.";

/**
 * «Gruppe aus CSV importieren»: a file of fixtures (Datum;Zeit;Heim;Gast;Ort); the server checks
 * it (dry run) and shows the teams it places and the matches it creates, then all or nothing.
 */
export function GroupImportDialog({
  league,
  onClose,
}: {
  league: Omit<GroupImportQuery, "group">;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [group, setGroup] = useState("Gruppe 1");
  // The chosen file itself: the server decodes its bytes (a Windows-1252 file keeps its umlauts).
  const [csv, setCsv] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<GroupImportPreview | null>(null);
  const query = { ...league, group: group.trim() || "Gruppe 1" };
  const check = useMutation({
    mutationFn: (file: Blob) => api(leagueOfficePaths.checkGroupImport(query), { method: "POST", csv: file }),
    onSuccess: setPreview,
    // Why the file could not be read (an Excel workbook, an unclosed quote, too large) is shown in
    // the dialog (check.error) while the office fixes the file, as the clubs' imports do: a toast
    // went away.
  });
  const commit = useMutation({
    mutationFn: (file: Blob) => api(leagueOfficePaths.importGroup(query), { method: "POST", csv: file }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["league-office"] }),
        queryClient.invalidateQueries({ queryKey: ["rankings"] }),
      ]);
      toast.success(
        `${pluralize(result.imported, "Spiel", "Spiele")} importiert`,
        `${pluralize(result.placedTeams, "Mannschaft", "Mannschaften")} eingeteilt, davon ${result.createdTeams} neu.`,
      );
      onClose();
    },
    onError: (error) => toast.error("Import fehlgeschlagen", errorMessage(error, RETRY)),
  });

  function onFile(file: File | undefined) {
    setPreview(null);
    check.reset();
    if (!file) return setCsv(null);
    setCsv(file);
    check.mutate(file);
  }

  const canImport =
    preview !== null && preview.errors.length === 0 && preview.rows.length > 0 && csv !== null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" preventClose={commit.isPending}>
        <DialogHeader>
          <DialogTitle>Gruppe aus CSV importieren</DialogTitle>
          <DialogDescription>
            {league.league}, {league.canton}: eine Zeile pro Spiel mit den Spalten Datum (TT.MM.JJJJ), Zeit,
            Heim, Gast und optional Ort. Die Mannschaften werden der Gruppe zugeteilt; unbekannte Namen werden
            als Mannschaften ohne Verein erstellt.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <Field label="Gruppe" required>
            <Input
              value={group}
              onChange={(e) => {
                setGroup(e.target.value);
                setPreview(null);
              }}
              // Another group changes what the file does (which teams move): checked again.
              onBlur={() => {
                if (csv !== null && preview === null && !check.isPending) check.mutate(csv);
              }}
            />
          </Field>
          <Field label="CSV-Datei" required>
            <FileInput accept=".csv,text/csv" onChange={(e) => onFile(e.target.files?.[0])} />
          </Field>
          {check.isPending ? (
            <p className="text-sm text-gray-600" role="status">
              Datei wird geprüft…
            </p>
          ) : null}
          {check.isError ? <FileNotChecked error={check.error} /> : null}
          {preview && preview.errors.length > 0 ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">
                {preview.errors.length} Fehler – korrigiere die Datei und wähle sie erneut:
              </p>
              <ul className="mt-1 list-disc pl-5">
                {preview.errors.map((e) => (
                  <li key={`${e.line}-${e.column ?? ""}-${e.message}`}>
                    Zeile {e.line}
                    {e.column ? `, ${e.column}` : ""}: {e.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {preview && preview.errors.length === 0 ? (
            <div className="flex flex-col gap-2 text-sm">
              <p className="font-semibold">Mannschaften ({preview.teams.length})</p>
              <ul className="flex flex-wrap gap-1.5">
                {preview.teams.map((t) => (
                  // A flex item shrinks below its text only with a width bound: the badge wraps.
                  <li key={t.name} className="min-w-0 max-w-full">
                    <Badge
                      variant={t.isNew ? "warning" : t.isMove ? "danger" : "muted"}
                      // A long team name with its placement wraps on a phone.
                      className="shrink whitespace-normal rounded-lg wrap-anywhere"
                    >
                      {t.name}
                      {t.isNew ? " (neu)" : t.current ? ` (jetzt ${t.current})` : ""}
                    </Badge>
                  </li>
                ))}
              </ul>
              {preview.teams.some((t) => t.isMove) ? (
                <p className="text-sm text-red-800">
                  Rot markierte Mannschaften haben in dieser Saison schon gewertete Spiele in einer anderen
                  Gruppe: Der Import verschiebt sie, ihre bisherigen Spiele bleiben dort.
                </p>
              ) : null}
              <p className="font-semibold">Spiele ({preview.rows.length})</p>
              <ul className="max-h-56 overflow-auto rounded-lg border border-gray-200">
                {preview.rows.map((r) => (
                  <li key={r.line} className="border-t border-gray-100 px-2 py-1.5 first:border-t-0">
                    {formatLongDate(r.matchDate)}: {r.home} – {r.away}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={commit.isPending}>
            Abbrechen
          </Button>
          <Button
            disabled={!canImport}
            loading={commit.isPending}
            onClick={() => csv !== null && commit.mutate(csv)}
          >
            <FileUp aria-hidden="true" />
            {preview && canImport
              ? `${pluralize(preview.rows.length, "Spiel", "Spiele")} importieren`
              : "Importieren"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
