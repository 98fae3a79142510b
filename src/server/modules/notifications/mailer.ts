import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

/** One e-mail, ready to go: a text part, a simple HTML part and perhaps a calendar file. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar file (METHOD:PUBLISH), attached as attune.ics. */
  ics?: string;
}

export interface Mailer {
  /** Sends the message under a stable Message-ID (the delivery's), so a receiver can tell a repeat. */
  send(message: MailMessage, messageId: string): Promise<void>;
  close(): void;
}

interface MailerOptions {
  /** smtp:// or smtps:// URL; unset, messages are written as .eml files to `mailDir`. */
  smtpUrl?: string;
  from: string;
  mailDir: string;
}

export const DEFAULT_MAIL_FROM = 'Attune <hello@attune.london>';

function toNodemailer(message: MailMessage, from: string, messageId: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId,
    attachments: message.ics
      ? [{ filename: 'attune.ics', content: message.ics, contentType: 'text/calendar; charset=utf-8' }]
      : [],
  };
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message becomes an .eml file named for
 * its delivery, so writing it again replaces it rather than adding a second copy (docs/decisions/0029).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, {
      // Fail a dead server in seconds, not the library's minutes: the queue retries with backoff.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as object);
    return {
      async send(message, messageId) {
        await transport.sendMail(toNodemailer(message, options.from, messageId));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, messageId) {
      const info = await transport.sendMail(toNodemailer(message, options.from, messageId));
      await fs.mkdir(options.mailDir, { recursive: true });
      const name = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@.-]/g, '_');
      await fs.writeFile(path.join(options.mailDir, `${name}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

/**
 * Whether the SMTP server refused the message for good (a 5xx answer): trying again cannot help.
 * Anything else (no connection, a timeout, a 4xx "try later") is worth another attempt.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
