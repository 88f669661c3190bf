import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

// A mail in the outbox is a valid RFC 5322 message (what a mail program or a
// later SMTP hand-over expects): Date, Message-ID, MIME-Version, an encoded subject, CRLF lines.

const outboxDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-outbox-"));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe("the outbox", () => {
  it("writes RFC 5322 messages", async () => {
    const mailer = createMailer({
      from: "Tschutti <no-reply@tschutti.ch>",
      outboxDir,
      log: pino({ level: "silent" }),
    });
    await mailer.send({
      to: "hansjoerg@example.ch",
      subject: "Einladung für «FC Zürich-Süd»",
      text: "Grüezi Hansjörg\n\nDu bist eingeladen: http://localhost:3000/einladung/abc\n",
      link: "http://localhost:3000/einladung/abc",
    });
    const [file] = readdirSync(outboxDir).filter((name) => name.endsWith(".eml"));
    expect(file).toBeDefined();
    const raw = readFileSync(path.join(outboxDir, file as string), "latin1");
    // Only CRLF line ends, and 7-bit header lines.
    expect(raw.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    const headers = head.replace(/\r\n[ \t]+/g, " ").split("\r\n");
    const header = (name: string) =>
      headers
        .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
        ?.slice(name.length + 1)
        .trim();
    expect(Date.parse(header("Date") ?? "")).not.toBeNaN();
    expect(header("Message-ID")).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(header("MIME-Version")).toBe("1.0");
    expect(header("From")).toBe("Tschutti <no-reply@tschutti.ch>");
    expect(header("To")).toBe("hansjoerg@example.ch");
    expect(header("Subject")).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(header("Content-Type")).toMatch(/^text\/plain; charset=utf-8/i);
    expect(body.length).toBeGreaterThan(0);
  });
});
