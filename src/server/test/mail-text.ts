// Mails in DATA_DIR/outbox are RFC 5322 messages with a quoted-printable body: tests read links
// from the decoded text.

/** Soft line breaks out, =XX back to bytes, the bytes read as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replaceAll("=\r\n", "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A whole outbox mail as text: its head as written, its body decoded. */
export function readableMail(raw: string): string {
  const [head = "", ...body] = raw.split("\r\n\r\n");
  return `${head}\r\n\r\n${decodeQuotedPrintable(body.join("\r\n\r\n"))}`;
}

/** The reset link's token from a mail's text. */
export function resetTokenFrom(text: string): string {
  const match = /\/passwort-zuruecksetzen\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}
