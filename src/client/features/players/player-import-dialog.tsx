import { useQueryClient } from "@tanstack/react-query";
import type { ManageTeam } from "#shared/api/manage.ts";
import { type ImportedPlayer, PLAYER_CSV_COLUMNS, type PlayerImportPreview } from "#shared/players/csv.ts";
import { api } from "../../lib/api.ts";
import { CsvImportDialog, type CsvPreviewColumn } from "../../ui/csv-import-dialog.tsx";
import { toast } from "../../ui/toast.tsx";

const importUrl = (teamId: string, dryRun: boolean) =>
  `/api/manage/teams/${encodeURIComponent(teamId)}/players/import${dryRun ? "?dryRun=1" : ""}`;

const checkImport = (teamId: string, csv: string) =>
  api<PlayerImportPreview>(importUrl(teamId, true), { method: "POST", csv });
const commitImport = (teamId: string, csv: string) =>
  api<{ imported: number }>(importUrl(teamId, false), { method: "POST", csv });

const columns: CsvPreviewColumn<ImportedPlayer>[] = [
  {
    header: "Name",
    cell: (r) => (
      <>
        {r.firstName} {r.lastName}
      </>
    ),
  },
  { header: "Nr.", cell: (r) => r.playerNumber ?? "–" },
  { header: "Position", cell: (r) => r.position ?? "–" },
  { header: "Jahrgang", cell: (r) => r.birthYear ?? "–" },
];

/** 'CSV importieren': choose a team and a file, see the preview with row errors, then import all. */
export function PlayerImportDialog({
  teams,
  open,
  onOpenChange,
}: {
  teams: ManageTeam[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <CsvImportDialog
      title="Spieler aus CSV importieren"
      description={
        <>
          Spalten: {PLAYER_CSV_COLUMNS.map((c) => c.header).join(", ")}. Semikolon oder Komma, UTF-8 (auch aus
          Excel). Es wird alles oder nichts importiert.
        </>
      }
      teams={teams}
      open={open}
      onOpenChange={onOpenChange}
      check={checkImport}
      commit={commitImport}
      onImported={async (imported) => {
        toast.success(`${imported} Spieler importiert`);
        await queryClient.invalidateQueries({ queryKey: ["manage"] });
      }}
      importLabel={(count) => `${count} Spieler importieren`}
      columns={columns}
      showErrorColumn
    />
  );
}
