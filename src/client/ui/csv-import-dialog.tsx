import { useMutation } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ApiError, errorMessage } from "../lib/api.ts";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog.tsx";
import { Field, FileInput, Input } from "./input.tsx";
import { NativeSelect } from "./select.tsx";
import { toast } from "./toast.tsx";

// The CSV imports: a team's players and its fixtures, and the league office's group. Choose where the
// file goes (a team, or the group's name) and a file; the server checks it (dry run) and answers a
// preview with row errors, then everything is imported or nothing.

const RETRY = "Bitte versuche es erneut.";

export interface CsvImportError {
  /** Line in the file (the header is line 1). */
  line: number;
  column?: string;
  message: string;
}

export interface CsvImportPreview<TRow extends { line: number }> {
  rows: TRow[];
  errors: CsvImportError[];
}

export interface CsvPreviewColumn<TRow> {
  header: string;
  /** Classes of the header and the cells (e.g. a column hidden on phones). */
  className?: string;
  cell: (row: TRow) => ReactNode;
}

/**
 * Where the file goes, passed to `check` and `commit`: a team chosen from a list (none at first),
 * or a name typed in, such as the league office's group (its `initial` stands for an empty field).
 */
export type CsvImportTarget =
  | { kind: "team"; teams: readonly { id: string; name: string; league: string }[] }
  | { kind: "name"; label: string; initial: string };

/** The rows of a clean file: a table of these columns, or the import's own view of the preview. */
type CsvPreviewView<TRow extends { line: number }, TPreview extends CsvImportPreview<TRow>> =
  | { columns: readonly CsvPreviewColumn<TRow>[]; renderPreview?: never }
  | { renderPreview: (preview: TPreview) => ReactNode; columns?: never };

export type CsvImportDialogProps<
  TRow extends { line: number },
  TPreview extends CsvImportPreview<TRow> = CsvImportPreview<TRow>,
  TResult extends { imported: number } = { imported: number },
> = CsvPreviewView<TRow, TPreview> & {
  title: string;
  description: ReactNode;
  target: CsvImportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's check without writing (dry run); the file goes as it is (the server decodes it). */
  check: (target: string, csv: Blob) => Promise<TPreview>;
  /** Writes every row; the caller reloads what the import changed. */
  commit: (target: string, csv: Blob) => Promise<TResult>;
  onImported: (result: TResult) => Promise<void> | void;
  /** The confirm button once the file is clean, e.g. '3 Spiele importieren'. */
  importLabel: (count: number) => string;
  /** Name the column in each row error ('Zeile 3, Vorname: …'). */
  showErrorColumn?: boolean;
};

export function CsvImportDialog<
  TRow extends { line: number },
  TPreview extends CsvImportPreview<TRow> = CsvImportPreview<TRow>,
  TResult extends { imported: number } = { imported: number },
>(props: CsvImportDialogProps<TRow, TPreview, TResult>) {
  const { target, open, onOpenChange } = props;
  const [typed, setTyped] = useState(target.kind === "name" ? target.initial : "");
  // The team's id, or the name typed (an empty name is the initial one).
  const targetValue = target.kind === "name" ? typed.trim() || target.initial : typed;
  // The chosen file itself: reading it as text here would turn Windows-1252 umlauts into U+FFFD.
  const [csv, setCsv] = useState<File | null>(null);
  const [preview, setPreview] = useState<TPreview | null>(null);
  const check = useMutation({
    mutationFn: (input: { target: string; csv: Blob }) => props.check(input.target, input.csv),
    onSuccess: setPreview,
    // Why the file could not be read (an Excel workbook, an unclosed quote, too large) is shown
    // in the dialog (check.error) while the person fixes the file; a toast went away.
  });
  const commit = useMutation({
    mutationFn: (input: { target: string; csv: Blob }) => props.commit(input.target, input.csv),
    onSuccess: async (result) => {
      await props.onImported(result);
      close();
    },
    onError: (error, input) => {
      toast.error("Import fehlgeschlagen", errorMessage(error, RETRY));
      // Rows refused at the write (e.g. a shirt number taken since the check): checking the file
      // again shows them in the preview and takes the button away, as a first check would have.
      if (error instanceof ApiError && error.status === 422) {
        setPreview(null);
        check.mutate(input);
      }
    },
  });

  function close() {
    setCsv(null);
    setPreview(null);
    check.reset();
    onOpenChange(false);
  }

  function onFile(file: File | undefined) {
    setPreview(null);
    check.reset();
    if (!file) return setCsv(null);
    setCsv(file);
    if (targetValue) check.mutate({ target: targetValue, csv: file });
  }

  const canImport =
    preview !== null && preview.errors.length === 0 && preview.rows.length > 0 && csv !== null;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent size="lg" preventClose={commit.isPending}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          {target.kind === "team" ? (
            <Field label="Mannschaft" required>
              <NativeSelect
                placeholder="Team wählen"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setPreview(null);
                  if (csv !== null && e.target.value) check.mutate({ target: e.target.value, csv });
                }}
                options={target.teams.map((t) => ({ value: t.id, label: `${t.name} (${t.league})` }))}
              />
            </Field>
          ) : (
            <Field label={target.label} required>
              <Input
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setPreview(null);
                }}
                // Another name changes what the file does (e.g. which teams move): checked again
                // once the person leaves the field, not at every letter.
                onBlur={() => {
                  if (csv !== null && preview === null && !check.isPending) {
                    check.mutate({ target: targetValue, csv });
                  }
                }}
              />
            </Field>
          )}
          <Field label="CSV-Datei" required>
            <FileInput accept=".csv,text/csv" onChange={(e) => onFile(e.target.files?.[0])} />
          </Field>
          {check.isPending ? (
            <p className="text-sm text-gray-600" role="status">
              Datei wird geprüft…
            </p>
          ) : null}
          {check.isError ? <FileNotChecked error={check.error} /> : null}
          {preview ? (
            <CsvPreview
              preview={preview}
              view={props.renderPreview ?? props.columns}
              showErrorColumn={props.showErrorColumn}
            />
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={commit.isPending}>
            Abbrechen
          </Button>
          <Button
            disabled={!canImport}
            loading={commit.isPending}
            onClick={() => csv !== null && commit.mutate({ target: targetValue, csv })}
          >
            <FileUp aria-hidden="true" />
            {preview && canImport ? props.importLabel(preview.rows.length) : "Importieren"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CsvPreview<TRow extends { line: number }, TPreview extends CsvImportPreview<TRow>>({
  preview,
  view,
  showErrorColumn = false,
}: {
  preview: TPreview;
  /** The import's own view of the preview, or the columns of the rows' table. */
  view: ((preview: TPreview) => ReactNode) | readonly CsvPreviewColumn<TRow>[];
  showErrorColumn?: boolean;
}) {
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
                Zeile {e.line}
                {showErrorColumn && e.column ? `, ${e.column}` : ""}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {typeof view === "function" ? (
        view(preview)
      ) : preview.rows.length > 0 ? (
        <div className="max-h-72 overflow-auto rounded-lg border border-gray-200">
          {/* Words break between letters only when one is wider than the box (the page's
              `anywhere` shrank the columns to «Stürm|er» and «9|1» on a phone). */}
          <table className="w-full text-left text-sm wrap-break-word">
            <caption className="sr-only">Vorschau der gültigen Zeilen</caption>
            <thead className="sticky top-0 bg-gray-50 text-xs text-gray-600">
              <tr>
                <th className="px-2 py-1.5 whitespace-nowrap">Zeile</th>
                {view.map((c) => (
                  <th key={c.header} className={cn("px-2 py-1.5", c.className)}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((r) => (
                <tr key={r.line} className="border-t border-gray-100 align-top">
                  <td className="px-2 py-1.5 text-gray-600">{r.line}</td>
                  {view.map((c) => (
                    <td key={c.header} className={cn("px-2 py-1.5", c.className)}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Why a chosen file could not be read (an Excel workbook, an unclosed quote, too large), kept in
 * the dialog while the person fixes the file: a toast went away and left a grey button.
 */
export function FileNotChecked({ error }: { error: unknown }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">Datei nicht geprüft</p>
      <p className="mt-1">{errorMessage(error, RETRY)}</p>
    </div>
  );
}
