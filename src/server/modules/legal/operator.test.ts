import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_MISSING } from "#shared/legal/pages.ts";
import { legalPaths } from "#shared/legal/paths.ts";
import { readEnv } from "../../env.ts";
import { serveClient } from "../../http/static-files.ts";
import { clientDirWithShell } from "../../test/client-shell.ts";
import { call } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { IMPRESSUM_INCOMPLETE, warnIfImpressumIncomplete } from "./operator-info.ts";

const OPERATOR = {
  OPERATOR_NAME: "Tschutti Betriebs GmbH",
  OPERATOR_ADDRESS: "Seestrasse 1; 8000 Zürich",
  OPERATOR_EMAIL: "kontakt@example.ch",
  OPERATOR_UID: "CHE-123.456.789",
  OPERATOR_HOSTING: "Schweiz (Zürich)",
};

let unset: TestContext;
let set: TestContext;
beforeAll(async () => {
  [unset, set] = await Promise.all([createTestApp(), createTestApp(OPERATOR)]);
  for (const t of [unset, set])
    serveClient(t.app, { clientDir: clientDirWithShell(), uploadsDir: t.uploadsDir });
});
afterAll(async () => {
  await Promise.all([unset.close(), set.close()]);
});

/** What a reader of the server's HTML sees (no JavaScript): the text inside #root. */
async function pageText(t: TestContext, path: string) {
  const res = await t.app.request(path);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return {
    status: res.status,
    html,
    text: root
      .replace(/<!-- -->|<wbr\/?>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " "),
  };
}

describe("the operator's details (Impressum, Datenschutzerklärung)", () => {
  it("answers null for what is not configured, and the pages say plainly that it is missing", async () => {
    const res = await call(unset.app, "GET", legalPaths.operator());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: null, address: [], email: null, uid: null, hosting: null });

    for (const path of ["/impressum", "/datenschutz"]) {
      const { status, text } = await pageText(unset, path);
      expect(status).toBe(200);
      expect(text).toContain(OPERATOR_MISSING);
    }
    expect((await pageText(unset, "/datenschutz")).text).toContain(
      "Den Standort seiner Server hat der Betreiber noch nicht angegeben.",
    );
  });

  it("answers what is configured, and both pages show it in the server's HTML", async () => {
    const res = await call(set.app, "GET", legalPaths.operator());
    expect(res.body).toEqual({
      name: "Tschutti Betriebs GmbH",
      address: ["Seestrasse 1", "8000 Zürich"],
      email: "kontakt@example.ch",
      uid: "CHE-123.456.789",
      hosting: "Schweiz (Zürich)",
    });

    const impressum = await pageText(set, "/impressum");
    expect(impressum.html).toMatch(/<h1[^>]*>Impressum<\/h1>/);
    expect(impressum.html).toContain("<title>Impressum – Tschutti</title>");
    for (const shown of [
      "Tschutti Betriebs GmbH",
      "Seestrasse 1",
      "8000 Zürich",
      "kontakt@example.ch",
      "CHE-123.456.789",
    ]) {
      expect(impressum.text).toContain(shown);
    }
    expect(impressum.text).not.toContain(OPERATOR_MISSING);

    const privacy = await pageText(set, "/datenschutz");
    expect(privacy.html).toMatch(/<h1[^>]*>Datenschutzerklärung<\/h1>/);
    expect(privacy.text).toContain("Tschutti Betriebs GmbH");
    expect(privacy.text).toContain("Standort der Server: Schweiz (Zürich).");
    expect(privacy.text).not.toContain(OPERATOR_MISSING);
  });

  it("counts a blank setting as unset and refuses an e-mail setting that is no address", () => {
    expect(readEnv({ OPERATOR_UID: "  " }).OPERATOR_UID).toBeUndefined();
    expect(() => readEnv({ OPERATOR_EMAIL: "kontakt" })).toThrow(
      "OPERATOR_EMAIL muss eine E-Mail-Adresse sein",
    );
  });
});

describe("the start in production", () => {
  function warningsAt(env: NodeJS.ProcessEnv): string[] {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()).msg);
        done();
      },
    });
    warnIfImpressumIncomplete(readEnv(env), pino({ level: "warn" }, sink));
    return lines;
  }

  it("warns that the Impressum is incomplete while name, address or e-mail are missing", () => {
    expect(warningsAt({ NODE_ENV: "production" })).toEqual([IMPRESSUM_INCOMPLETE]);
    const { OPERATOR_EMAIL: _left, ...withoutEmail } = OPERATOR;
    expect(warningsAt({ NODE_ENV: "production", ...withoutEmail })).toEqual([IMPRESSUM_INCOMPLETE]);
  });

  it("says nothing once they are set, nor outside production", () => {
    expect(warningsAt({ NODE_ENV: "production", ...OPERATOR })).toEqual([]);
    expect(warningsAt({ NODE_ENV: "development" })).toEqual([]);
  });
});
