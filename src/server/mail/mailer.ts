import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

// Mail of the platform (invites, password reset). With SMTP_URL it goes out over SMTP through
// nodemailer; without it every mail is written to DATA_DIR/outbox/ and its link is logged, so
// a local set-up works end to end without a mail server.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about; logged when the mail only lands in the outbox. */
  link?: string;
}

export interface Mailer {
  /** True when mail leaves the machine (SMTP); false when it lands in the outbox. */
  readonly isSmtp: boolean;
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      isSmtp: true,
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  // nodemailer builds the message as it would for SMTP (Date, Message-ID, MIME-Version, encoded
  // headers, CRLF line ends), so an .eml in the outbox opens in any mail program.
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    isSmtp: false,
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`,
      );
      const info = await outbox.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await writeFile(file, info.message, { mode: 0o600 });
      log.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        "mail written to the outbox (no SMTP_URL)",
      );
    },
  };
}
