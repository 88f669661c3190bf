import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The client's shell as vite builds it (src/client/index.html), with its script and root element. */
export const CLIENT_SHELL = `<!doctype html>
<html lang="de-CH">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Standard" />
    <title>Tschutti – Amateurfussball Schweiz</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A client build folder holding only the shell: what the server renders pages into in a test. */
export function clientDirWithShell(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tschutti-client-"));
  writeFileSync(path.join(dir, "index.html"), CLIENT_SHELL);
  return dir;
}
