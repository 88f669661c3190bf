import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClub, insertTeam } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { serveClient } from "./static-files.ts";

const SHELL = `<!doctype html>
<html lang="de-CH">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Standard" />
    <title>Tschutti – Amateurfussball Schweiz</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestContext;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-client-"));
  writeFileSync(path.join(clientDir, "index.html"), SHELL);
  serveClient(t.app, { clientDir, uploadsDir: t.uploadsDir });
  clubId = (await insertClub(t.deps.db, { clubName: "FC Seeblick Test" })).id;
  await insertTeam(t.deps.db, { clubId, name: "1. Mannschaft" });
});
afterAll(() => t.close());

describe("smoke", () => {
  it("renders a club", async () => {
    const res = await t.app.request(`/vereine/${clubId}`);
    const html = await res.text();
    writeFileSync("/tmp/ssr/club.html", html);
    expect(res.status).toBe(200);
    expect(html).toContain("FC Seeblick Test");
  });
});
