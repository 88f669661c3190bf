import { useQueryClient } from "@tanstack/react-query";
import { formatLongDate, pluralize } from "#shared/format.ts";
import type {
  GroupImportFixture,
  GroupImportPreview,
  GroupImportResponse,
} from "#shared/league/group-csv.ts";
import { DEFAULT_GROUP } from "#shared/league/groups.ts";
import { type GroupImportQuery, leagueOfficePaths } from "#shared/league/paths.ts";
import { api } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { CsvImportDialog } from "../../ui/csv-import-dialog.tsx";
import { toast } from "../../ui/toast.tsx";

/**
 * «Gruppe aus CSV importieren»: a file of fixtures (Datum;Zeit;Heim;Gast;Ort); the server checks
 * it (dry run) and shows the teams it places and the matches it creates, then all or nothing.
 * The clubs' imports share the dialog; here the file goes to a group's name typed in, not a team.
 */
export function GroupImportDialog({
  league,
  onClose,
}: {
  league: Omit<GroupImportQuery, "group">;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <CsvImportDialog<GroupImportFixture, GroupImportPreview, GroupImportResponse>
      title="Gruppe aus CSV importieren"
      description={
        <>
          {league.league}, {league.canton}: eine Zeile pro Spiel mit den Spalten Datum (TT.MM.JJJJ), Zeit,
          Heim, Gast und optional Ort. Die Mannschaften werden der Gruppe zugeteilt; unbekannte Namen werden
          als Mannschaften ohne Verein erstellt.
        </>
      }
      target={{ kind: "name", label: "Gruppe", initial: DEFAULT_GROUP }}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      check={(group, csv) =>
        api(leagueOfficePaths.checkGroupImport({ ...league, group }), { method: "POST", csv })
      }
      commit={(group, csv) =>
        api(leagueOfficePaths.importGroup({ ...league, group }), { method: "POST", csv })
      }
      onImported={async (result) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ["league-office"] }),
          queryClient.invalidateQueries({ queryKey: ["rankings"] }),
        ]);
        toast.success(
          `${pluralize(result.imported, "Spiel", "Spiele")} importiert`,
          `${pluralize(result.placedTeams, "Mannschaft", "Mannschaften")} eingeteilt, davon ${result.createdTeams} neu.`,
        );
      }}
      importLabel={(count) => `${pluralize(count, "Spiel", "Spiele")} importieren`}
      renderPreview={(preview) => (preview.errors.length === 0 ? <GroupPreview preview={preview} /> : null)}
      showErrorColumn
    />
  );
}

/** The teams the file places (new ones and moves marked) and the matches it creates. */
function GroupPreview({ preview }: { preview: GroupImportPreview }) {
  return (
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
              {/* A move is said in words too: the red alone reaches neither a screen reader nor every eye. */}
              {t.isNew
                ? " (neu)"
                : t.current
                  ? ` (jetzt ${t.current}${t.isMove ? "; wird verschoben" : ""})`
                  : ""}
            </Badge>
          </li>
        ))}
      </ul>
      {preview.teams.some((t) => t.isMove) ? (
        <p className="text-sm text-red-800">
          Mannschaften mit «wird verschoben» haben in dieser Saison schon gewertete Spiele in einer anderen
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
  );
}
