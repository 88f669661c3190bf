import { useQueryClient } from "@tanstack/react-query";
import { type ImportedPlayer, PLAYER_CSV_COLUMNS } from "#shared/players/csv.ts";
import { playerPaths } from "#shared/players/paths.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { api } from "../../lib/api.ts";
import { CsvImportDialog, type CsvPreviewColumn } from "../../ui/csv-import-dialog.tsx";
import { toast } from "../../ui/toast.tsx";

const checkImport = (teamId: string, csv: Blob) =>
  api(playerPaths.importPreview(teamId), { method: "POST", csv });
const commitImport = (teamId: string, csv: Blob) => api(playerPaths.import(teamId), { method: "POST", csv });

const columns: CsvPreviewColumn<ImportedPlayer>[] = [
  {
    header: "Name",
    cell: (r) => (
      <>
        {r.firstName} {r.lastName}
        {/* On a phone the position stands under the name: five columns do not fit. */}
        {r.position ? <span className="block text-xs text-gray-600 sm:hidden">{r.position}</span> : null}
      </>
    ),
  },
  { header: "Nr.", cell: (r) => r.playerNumber ?? "–" },
  { header: "Position", className: "hidden sm:table-cell", cell: (r) => r.position ?? "–" },
  { header: "Geburtsjahr", cell: (r) => r.birthYear ?? "–" },
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
          Spalten: {PLAYER_CSV_COLUMNS.map((c) => c.header).join(", ")}. Semikolon oder Komma, UTF-8 oder
          Windows (wie Excel speichert). Es wird alles oder nichts importiert.
        </>
      }
      target={{ kind: "team", teams }}
      open={open}
      onOpenChange={onOpenChange}
      check={checkImport}
      commit={commitImport}
      onImported={async ({ imported }) => {
        toast.success(`${imported} Spieler importiert`);
        await queryClient.invalidateQueries({ queryKey: ["manage"] });
      }}
      importLabel={(count) => `${count} Spieler importieren`}
      columns={columns}
      showErrorColumn
    />
  );
}
