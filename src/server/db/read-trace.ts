import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one public read asked the database, so the read cache knows which tables its answer
 * depends on. Filled by the pool's query hook in client.ts; a request outside a trace (every
 * write, every private read) costs one `getStore()` per query and nothing else.
 */
export class ReadTrace {
  readonly queries = new Set<string>();
  /**
   * A query ran where its text cannot be seen: a transaction or a reserved connection has its
   * own `unsafe`. Such an answer is never cached.
   */
  untraceable = false;
}

const current = new AsyncLocalStorage<ReadTrace>();

export function traceReads<T>(trace: ReadTrace, run: () => Promise<T>): Promise<T> {
  return current.run(trace, run);
}

export function noteQuery(text: string): void {
  current.getStore()?.queries.add(text);
}

export function noteUntraceable(): void {
  const trace = current.getStore();
  if (trace) trace.untraceable = true;
}

const MAX_REMEMBERED_QUERIES = 5_000;
const tablesByQuery = new Map<string, readonly string[]>();

/**
 * The tables a query names: every known table whose name occurs in the text as a whole word,
 * quoted or not. Deliberately an over-approximation (a column alias that happens to be a table
 * name only adds a dependency), never an under-approximation, which parsing FROM clauses would
 * risk with comma joins, subqueries and lateral joins. Remembered per query text: Drizzle's texts
 * are fixed per call site, the values travel as parameters.
 */
export function tablesNamedIn(text: string, known: readonly string[]): readonly string[] {
  let tables = tablesByQuery.get(text);
  if (tables) return tables;
  tables = known.filter((table) => new RegExp(`(?<![\\w$])${table}(?![\\w$])`).test(text));
  if (tablesByQuery.size >= MAX_REMEMBERED_QUERIES) tablesByQuery.clear();
  tablesByQuery.set(text, tables);
  return tables;
}
