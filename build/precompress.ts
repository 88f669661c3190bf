import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text formats the server sends precompressed (src/server/http/static-files.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files fit in one packet anyway. */
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of the build. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    // A variant that is not smaller would only cost a stat per request.
    if (br.byteLength < bytes.byteLength) await writeFile(`${file}.br`, br);
    if (gz.byteLength < bytes.byteLength) await writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

/** Vite plugin: precompresses the client build once it is written. */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "tschutti-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (br, gz)`);
    },
  };
}
