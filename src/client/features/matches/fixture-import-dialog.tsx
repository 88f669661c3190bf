import { useQueryClient } from "@tanstack/react-query";
import { formatDate, formatTime } from "#shared/format.ts";
import type { FixturePreviewRow } from "#shared/matches/csv.ts";
import type { MatchTeamOption } from "#shared/matches/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { CsvImportDialog, type CsvPreviewColumn } from "../../ui/csv-import-dialog.tsx";
import { toast } from "../../ui/toast.tsx";
import { fixtureImport } from "./manage-api.ts";

const columns: CsvPreviewColumn<FixturePreviewRow>[] = [
  {
    header: "Datum",
    className: "whitespace-nowrap",
    cell: (r) => (
      <>
        {formatDate(r.matchDate)}
        <br />
        <span className="text-gray-600">{formatTime(r.matchDate)}</span>
      </>
    ),
  },
  {
    header: "Spiel",
    cell: (r) => (
      <>
        {r.homeTeamName} – {r.awayTeamName}
        {r.isNewOpponent ? (
          <Badge variant="outline" className="ml-2">
            neuer Gegner
          </Badge>
        ) : null}
        <span className="block text-xs text-gray-600 sm:hidden">{r.stadium}</span>
      </>
    ),
  },
  { header: "Ort", className: "hidden sm:table-cell", cell: (r) => r.stadium },
];

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
  return (
    <CsvImportDialog
      title="Spielplan aus CSV importieren"
      description={
        <>
          Spalten: Datum (TT.MM.JJJJ), Zeit (HH:MM), Heim/Auswärts (H oder A), Gegner (Verein und Team),
          optional Ort; oder statt Heim/Auswärts und Gegner die Spalten Heim und Gast, wie in «Spielplan und
          Resultate als CSV». Semikolon oder Komma, UTF-8 oder Windows (wie Excel speichert). Unbekannte
          Gegner werden als neue Teams angelegt. Es wird alles oder nichts importiert.
        </>
      }
      target={{ kind: "team", teams }}
      open={open}
      onOpenChange={onOpenChange}
      check={fixtureImport.check}
      commit={fixtureImport.commit}
      onImported={async ({ imported }) => {
        toast.success(imported === 1 ? "1 Spiel importiert" : `${imported} Spiele importiert`);
        // The schedule, its team options (new opponents) and the public lists all change.
        await queryClient.invalidateQueries({ queryKey: ["matches"] });
      }}
      importLabel={(count) => `${count} ${count === 1 ? "Spiel" : "Spiele"} importieren`}
      columns={columns}
    />
  );
}
