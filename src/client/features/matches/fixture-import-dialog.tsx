import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { formatDate, formatTime } from "#shared/format.ts";
import type { FixtureImportPreview } from "#shared/matches/csv.ts";
import type { MatchTeamOption } from "#shared/matches/types.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";

const RETRY = "Bitte versuche es erneut.";
const importUrl = (teamId: string, dryRun: boolean) =>
  `/api/manage/teams/${encodeURIComponent(teamId)}/matches/import${dryRun ? "?dryRun=1" : ""}`;

/** 'Importieren (CSV)' of the schedule: team, file, preview with row errors, then all matches. */
export function FixtureImportDialog({
  teams,
  open,
  onOpenChange,
}: {
  teams: MatchTeamOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [teamId, setTeamId] = useState("");
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<FixtureImportPreview | null>(null);
  const check = useMutation({
    mutationFn: (input: { teamId: string; csv: string }) =>
      api<FixtureImportPreview>(importUrl(input.teamId, true), { method: "POST", csv: input.csv }),
    onSuccess: setPreview,
    onError: (error) => toast.error("Datei nicht geprüft", errorMessage(error, RETRY)),
  });
  const commit = useMutation({
    mutationFn: (input: { teamId: string; csv: string }) =>
      api<{ imported: number }>(importUrl(input.teamId, false), { method: "POST", csv: input.csv }),
    onSuccess: async ({ imported }) => {
      toast.success(imported === 1 ? "1 Spiel importiert" : `${imported} Spiele importiert`);
      // The schedule, its team options (new opponents) and the public lists all change.
      await queryClient.invalidateQueries({ queryKey: ["matches"] });
      close();
    },
    onError: (error) => toast.error("Import fehlgeschlagen", errorMessage(error, RETRY)),
  });

  function close() {
    setCsv(null);
    setPreview(null);
    onOpenChange(false);
  }

  async function onFile(file: File | undefined) {
    setPreview(null);
    if (!file) return setCsv(null);
    const text = await file.text();
    setCsv(text);
    if (teamId) check.mutate({ teamId, csv: text });
  }

  const canImport =
    preview !== null && preview.errors.length === 0 && preview.rows.length > 0 && csv !== null;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent size="lg" preventClose={commit.isPending}>
        <DialogHeader>
          <DialogTitle>Spielplan aus CSV importieren</DialogTitle>
          <DialogDescription>
            Spalten: Datum (TT.MM.JJJJ), Zeit (HH:MM), Heim/Auswärts (H oder A), Gegner (Verein und Team),
            optional Ort. Semikolon oder Komma, UTF-8 (auch aus Excel). Unbekannte Gegner werden als neue
            Teams angelegt. Es wird alles oder nichts importiert.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <Field label="Mannschaft" required>
            <NativeSelect
              placeholder="Team wählen"
              value={teamId}
              onChange={(e) => {
                setTeamId(e.target.value);
                setPreview(null);
                if (csv !== null && e.target.value) check.mutate({ teamId: e.target.value, csv });
              }}
              options={teams.map((t) => ({ value: t.id, label: `${t.name} (${t.league})` }))}
            />
          </Field>
          <Field label="CSV-Datei" required>
            <Input type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e.target.files?.[0])} />
          </Field>
          {check.isPending ? (
            <p className="text-sm text-gray-600" role="status">
              Datei wird geprüft…
            </p>
          ) : null}
          {preview ? <PreviewTable preview={preview} /> : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={commit.isPending}>
            Abbrechen
          </Button>
          <Button
            disabled={!canImport}
            loading={commit.isPending}
            onClick={() => csv !== null && commit.mutate({ teamId, csv })}
          >
            <FileUp aria-hidden="true" />
            {preview && canImport
              ? `${preview.rows.length} ${preview.rows.length === 1 ? "Spiel" : "Spiele"} importieren`
              : "Importieren"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: FixtureImportPreview }) {
  return (
    <div className="flex flex-col gap-3">
      {preview.errors.length > 0 ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">
            {preview.errors.length} Fehler – korrigiere die Datei und wähle sie erneut:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {preview.errors.map((e) => (
              <li key={`${e.line}-${e.column ?? ""}-${e.message}`}>
                Zeile {e.line}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.rows.length > 0 ? (
        <div className="max-h-72 overflow-auto rounded-lg border border-gray-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Vorschau der gültigen Zeilen</caption>
            <thead className="sticky top-0 bg-gray-50 text-xs text-gray-600">
              <tr>
                <th className="px-2 py-1.5 whitespace-nowrap">Zeile</th>
                <th className="px-2 py-1.5">Datum</th>
                <th className="px-2 py-1.5">Spiel</th>
                <th className="hidden px-2 py-1.5 sm:table-cell">Ort</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((r) => (
                <tr key={r.line} className="border-t border-gray-100 align-top">
                  <td className="px-2 py-1.5 text-gray-600">{r.line}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {formatDate(r.matchDate)}
                    <br />
                    <span className="text-gray-600">{formatTime(r.matchDate)}</span>
                  </td>
                  <td className="px-2 py-1.5">
                    {r.homeTeamName} – {r.awayTeamName}
                    {r.isNewOpponent ? (
                      <Badge variant="outline" className="ml-2">
                        neuer Gegner
                      </Badge>
                    ) : null}
                    <span className="block text-xs text-gray-600 sm:hidden">{r.stadium}</span>
                  </td>
                  <td className="hidden px-2 py-1.5 sm:table-cell">{r.stadium}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
