import { AsyncLocalStorage } from "node:async_hooks";
import { getTableName, type Table } from "drizzle-orm";

/** What a public read depends on, written beside its query. */
export interface ReadDeclaration {
  /** Every table the query reads: a change to any of them drops the answers built from it. */
  tables: readonly Table[];
  /**
   * The answer also depends on the clock ("upcoming", "live", the current season, an age): it is
   * kept only as long as a public answer may be reused anyway (the read cache's `clockTtlMs`).
   */
  clock?: boolean;
}

/**
 * What the answers being built right now depend on: the union of the declarations of the reads
 * they ran, and of the kept answers they used. A page rendered on the server reads the public
 * API in this process; each of those answers collects its own dependencies and passes them on to
 * the page's, so the page is kept as long as every answer it shows.
 */
export class ReadDependencies {
  readonly tables = new Set<string>();
  clock = false;

  constructor(private readonly parent?: ReadDependencies) {}

  note(tables: Iterable<string>, clock: boolean): void {
    for (const table of tables) this.tables.add(table);
    if (clock) this.clock = true;
    this.parent?.note(tables, clock);
  }
}

const current = new AsyncLocalStorage<ReadDependencies>();

/** Runs `build` collecting what it reads; nested inside another collection, that one hears it too. */
export function collectReads<T>(build: () => Promise<T>): {
  dependencies: ReadDependencies;
  done: Promise<T>;
} {
  const dependencies = new ReadDependencies(current.getStore());
  return { dependencies, done: current.run(dependencies, build) };
}

/** The collection the caller runs in, if any (a public answer or page being built). */
export function currentReads(): ReadDependencies | undefined {
  return current.getStore();
}

/**
 * A public read with the tables it depends on declared beside its query:
 * `declaredRead({ tables: [clubs, teams] }, () => db.select()…)`. Outside a public answer (a
 * write, a private read) it only runs the query. The declaration is what the read cache trusts;
 * `read-api/declared-tables.test.ts` runs every public read against the statements it sends and
 * fails when a table they name is missing here.
 */
export function declaredRead<T>(declaration: ReadDeclaration, read: () => Promise<T>): Promise<T> {
  current.getStore()?.note(
    declaration.tables.map((table) => getTableName(table)),
    declaration.clock === true,
  );
  return read();
}
