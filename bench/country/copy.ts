import type { Sql } from "postgres";

// Rows go into PostgreSQL through COPY … FROM STDIN in text format: one round trip per
// table instead of one per row, which is what makes a country load in minutes.

export type Cell = string | number | boolean | Date | null | undefined | string[];

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

function cell(value: Cell): string {
  if (value === null || value === undefined) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  if (typeof value === "boolean") return value ? "t" : "f";
  return escapeText(String(value));
}

/** A COPY stream into `table (columns)`; `write` respects back-pressure, `end` waits for the server. */
export async function openCopy(sql: Sql, table: string, columns: readonly string[]) {
  const list = columns.map((c) => `"${c}"`).join(", ");
  const stream = await sql.unsafe(`COPY "${table}" (${list}) FROM STDIN`).writable();
  let rows = 0;
  let buffer = "";
  const flush = async () => {
    if (!buffer) return;
    const chunk = buffer;
    buffer = "";
    if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once("drain", resolve));
  };
  return {
    async write(values: readonly Cell[]): Promise<void> {
      if (values.length !== columns.length)
        throw new Error(`${table}: ${values.length} values for ${columns.length} columns`);
      buffer += `${values.map(cell).join("\t")}\n`;
      rows++;
      if (buffer.length > 256 * 1024) await flush();
    },
    async end(): Promise<number> {
      await flush();
      await new Promise<void>((resolve, reject) => {
        stream.once("error", reject);
        stream.once("finish", resolve);
        stream.end();
      });
      return rows;
    },
  };
}

export type CopyWriter = Awaited<ReturnType<typeof openCopy>>;
