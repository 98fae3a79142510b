import fs from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';

/** One e-mail, ready to go: a text part, a simple HTML part and perhaps a calendar file. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar file (METHOD:PUBLISH), attached as attune.ics. */
  ics?: string;
  /** Where replies go when the message concerns a studio (its owner); else the mailer's MAIL_REPLY_TO. */
  replyTo?: string;
  /**
   * An optional message: the https link that switches this kind off (RFC 8058's one click), and the
   * signed token that the mailto form carries in its subject.
   */
  unsubscribe?: { url: string; token: string };
}

/** DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY as PEM text). */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface Mailer {
  /** The sending domain, for Message-IDs (MAIL_FROM's; attune.london when unset). */
  domain?: string;
  /** Sends the message under a stable Message-ID (the delivery's), so a receiver can tell a repeat. */
  send(message: MailMessage, messageId: string): Promise<void>;
  close(): void;
}

interface MailerOptions {
  /** smtp:// or smtps:// URL; unset, messages are written as .eml files to `mailDir`. */
  smtpUrl?: string;
  from: string;
  mailDir: string;
  /** MAIL_REPLY_TO: where replies go when no studio is concerned. */
  replyTo?: string;
  dkim?: DkimSettings;
}

export const DEFAULT_MAIL_FROM = 'Attune <hello@attune.london>';

/** The domain of an address such as "Attune <hello@attune.london>". */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'attune.london';
}

/**
 * Nodemailer writes a plain ASCII subject as it is, so a class titled "=?utf-8?B?SGk=?=" would be
 * decoded by the reader into something else. A subject with "=?" in it is sent as one encoded word of
 * itself instead, which every reader decodes back to the text as typed.
 */
function literalSubject(subject: string): Record<string, { prepared: true; value: string }> {
  if (!subject.includes('=?')) return {};
  return { Subject: { prepared: true, value: `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=` } };
}

/**
 * RFC 2369's mailto form, for clients without one-click: a message to unsubscribe@ the sending domain
 * whose subject carries the signed token; POST /api/mail/inbound reads it (docs/decisions/0081).
 */
export function unsubscribeMailto(from: string, token: string): string {
  return `mailto:${UNSUBSCRIBE_MAILBOX}@${mailDomain(from)}?subject=unsubscribe%20${encodeURIComponent(token)}`;
}

/** The local part of the address the mailto unsubscribe writes to. */
export const UNSUBSCRIBE_MAILBOX = 'unsubscribe';

function toNodemailer(message: MailMessage, options: MailerOptions, messageId: string): SendMailOptions {
  return {
    from: options.from,
    to: message.to,
    replyTo: message.replyTo ?? options.replyTo,
    // Given as a header of its own when it must be encoded (literalSubject), else as the subject.
    ...(message.subject.includes('=?') ? {} : { subject: message.subject }),
    text: message.text,
    html: message.html,
    messageId,
    headers: {
      ...literalSubject(message.subject),
      // RFC 3834: no out-of-office replies or auto-forwards loops.
      'Auto-Submitted': 'auto-generated',
      // One field with both targets (RFC 2369): nodemailer's `list` option would write two fields.
      ...(message.unsubscribe
        ? {
            'List-Unsubscribe': `<${unsubscribeMailto(options.from, message.unsubscribe.token)}>, <${message.unsubscribe.url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
    ...(options.dkim ? { dkim: options.dkim } : {}),
    attachments: message.ics
      ? [{ filename: 'attune.ics', content: message.ics, contentType: 'text/calendar; charset=utf-8' }]
      : [],
  };
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message becomes an .eml file named for
 * its delivery, so writing it again replaces it rather than adding a second copy (docs/decisions/0029).
 * nodemailer loads with the first message (0.1 s), not at every start of a process that may send none.
 */
export function createMailer(options: MailerOptions): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl, {
            // Fail a dead server in seconds, not the library's minutes: the queue retries with backoff.
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          } as object)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  return {
    domain: mailDomain(options.from),
    async send(message, messageId) {
      const info = await (await open()).sendMail(toNodemailer(message, options, messageId));
      if (options.smtpUrl) return;
      await fs.mkdir(options.mailDir, { recursive: true });
      const name = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@.-]/g, '_');
      await fs.writeFile(path.join(options.mailDir, `${name}.eml`), info.message as Buffer);
    },
    // A transport still loading is closed once it is there.
    close: () =>
      void transport?.then(
        (t) => t.close(),
        () => {},
      ),
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
