import { parseArgs } from "node:util";

// Flags of `npm run bench:data`. The country is a function of (clubs, seed, today): the same
// flags give the same rows on any machine.

export const FULL_CLUBS = 2_000;

export interface CountryOptions {
  url: string;
  clubs: number;
  seed: number;
  /** Matches before this instant are played, later ones scheduled; a handful is live at it. */
  today: Date;
  reset: boolean;
}

const USAGE = `npm run bench:data -- [--clubs 2000] [--seed 14] [--today 2026-11-25] [--reset]
  DATABASE_URL   the database to fill (migrated first); refuses one with data unless --reset
  --clubs N      the size: per club 10 teams, 200 players, 100 matches, ~500 events, 10 news
  --seed N       the random seed (default 14)
  --today DATE   the day the data is generated for (default: today, UTC); part of the input
  --reset        empty every table of the database first`;

export function readCountryOptions(argv: string[], env: NodeJS.ProcessEnv): CountryOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      clubs: { type: "string", default: String(FULL_CLUBS) },
      seed: { type: "string", default: "14" },
      today: { type: "string" },
      reset: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const url = env.DATABASE_URL;
  if (!url) throw new Error(`DATABASE_URL fehlt.\n${USAGE}`);
  const clubs = Number(values.clubs);
  const seed = Number(values.seed);
  if (!Number.isInteger(clubs) || clubs < 2 || clubs > 20_000)
    throw new Error("--clubs: eine ganze Zahl von 2 bis 20000");
  if (!Number.isInteger(seed)) throw new Error("--seed: eine ganze Zahl");
  const day = values.today ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error("--today: ein Datum wie 2026-11-25");
  // Midday UTC: matches of the morning are played, those of the afternoon still to come.
  const today = new Date(`${day}T12:00:00Z`);
  return { url, clubs, seed, today, reset: values.reset };
}
