import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, sessions } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/modules/notifications/mailer';
import { bearer, createSession, createUsersWithTokens, payFor, type TestUser } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One booking confirmation, as a mail client would receive it: parsed by mailparser, its DKIM
// signature checked by mailauth against a key made for the test (docs/decisions/0069).

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-mail-format-'));
const OWNER_REPLIES = /@/;
/** INBOUND_MAIL_TOKEN: what the inbound-mail provider presents. */
const INBOUND_SECRET = 'inbound-secret-for-the-tests-0123456789';
/** Calendars keep whole seconds. */
const seconds = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: () => now,
    notifications: {
      inProcessWorker: true,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      publicUrl: 'https://attune.test',
      inboundMailToken: INBOUND_SECRET,
      mailer: createMailer({
        from: 'Attune <hello@attune.test>',
        mailDir,
        replyTo: 'help@attune.test',
        dkim: {
          domainName: 'attune.test',
          keySelector: 'mail2026',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      }),
    },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

/** The .eml written to `email` (with `subject`), once the worker has written it (polling, with a deadline). */
async function emlTo(email: string, subject = ''): Promise<Buffer> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const name of fs.readdirSync(mailDir)) {
      const raw = fs.readFileSync(path.join(mailDir, name));
      const head = raw.toString('utf8');
      if (head.includes(`To: ${email}`) && head.includes(`Subject: ${subject}`)) return raw;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function bookAndPay(student: TestUser, sessionId: string): Promise<string> {
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(student.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
  expect(held.statusCode).toBe(201);
  const id = held.json().id as string;
  expect((await payFor(t.app, student.token, id)).statusCode).toBe(200);
  return id;
}

describe('a booking confirmation, as received', () => {
  let raw: Buffer;
  let mail: ParsedMail;
  let bookingId: string;
  let start: Date;
  let end: Date;
  // A title that looks like an RFC 2047 encoded word must reach the subject as typed.
  const title = 'Flow =?utf-8?B?SGk=?= & Stretch';

  beforeAll(async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    await t.database.db
      .update(classes)
      .set({ title })
      .where(eq(classes.id, session?.classId as string));
    start = session?.startTime as Date;
    end = session?.endTime as Date;
    const [student] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    bookingId = await bookAndPay(student, sessionId);
    raw = await emlTo(student.email);
    mail = await simpleParser(raw);
  });

  it('has an HTML part and a text part drawn from the same words', () => {
    expect(mail.subject).toMatch(/^You're booked: Flow =\?utf-8\?B\?SGk=\?= & Stretch, /);
    expect(mail.html).toContain('lang="en-GB"');
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(mail.html).toContain('Test Studio');
    expect(mail.text).toContain('Price: £18.00');
    expect(mail.text).toContain('Class: Flow =?utf-8?B?SGk=?= & Stretch');
  });

  it("has one button, to the booking's page", () => {
    const buttons = [...(mail.html || '').matchAll(/<a[^>]*class="button"[^>]*href="([^"]+)"/g)];
    const hrefs = [...(mail.html || '').matchAll(/<a[^>]*href="([^"]+)"[^>]*class="button"/g)];
    const links = [...buttons, ...hrefs].map((m) => m[1]);
    expect(links).toEqual([`https://attune.test/checkout/${bookingId}`]);
    expect(mail.text).toContain(`See your booking: https://attune.test/checkout/${bookingId}`);
  });

  it('carries Google and Outlook links with the title, the UTC start and end, and the location', () => {
    const href = (text: string) => {
      const found = new RegExp(`href="([^"]+)"[^>]*>${text}<`).exec(mail.html || '')?.[1];
      expect(found, text).toBeDefined();
      return new URL((found as string).replaceAll('&amp;', '&'));
    };
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const google = href('Add to Google Calendar');
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(title);
    expect(google.searchParams.get('dates')).toBe(`${utc(start)}/${utc(end)}`);
    expect(google.searchParams.get('location')).toBe('Test Studio, 1 Test Street, London, E1 6AN');

    const outlook = href('Add to Outlook');
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(outlook.searchParams.get('subject')).toBe(title);
    expect(new Date(outlook.searchParams.get('startdt') ?? '').getTime()).toBe(seconds(start));
    expect(new Date(outlook.searchParams.get('enddt') ?? '').getTime()).toBe(seconds(end));
    expect(outlook.searchParams.get('startdt')).toMatch(/Z$/);
    expect(outlook.searchParams.get('location')).toBe('Test Studio, 1 Test Street, London, E1 6AN');
  });

  it('attaches the .ics, the same event', () => {
    const file = mail.attachments.find((a) => a.filename === 'attune.ics');
    expect(file?.contentType).toMatch(/^text\/calendar/);
    const vevent = new ICAL.Component(ICAL.parse(file?.content.toString('utf8') ?? '')).getFirstSubcomponent(
      'vevent',
    );
    expect(vevent?.getFirstPropertyValue('summary')).toContain(title);
    const dtstart = vevent?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined;
    expect(dtstart?.toJSDate().getTime()).toBe(seconds(start));
  });

  it('says who sent it and where replies go: the studio (its owner), automatically, on our domain', () => {
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@attune\.test>$/);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.replyTo?.text).toMatch(OWNER_REPLIES);
    expect(mail.replyTo?.text).not.toBe('help@attune.test');
    // A receipt is not something to unsubscribe from.
    expect(raw.toString('utf8')).not.toMatch(/^List-Unsubscribe/m);
  });

  it('is DKIM-signed for the sending domain, and the signature verifies', async () => {
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === 'mail2026._domainkey.attune.test') {
        return [[`v=DKIM1; k=rsa; p=${PUBLIC_KEY}`]];
      }
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    const result = await dkimVerify(raw, { resolver } as Parameters<typeof dkimVerify>[1]);
    expect(result.results).toHaveLength(1);
    expect(result.results[0]?.status?.result).toBe('pass');
    expect(result.results[0]?.signingDomain).toBe('attune.test');

    const tampered = Buffer.from(raw.toString('utf8').replace('Price', 'Prize'));
    const forged = await dkimVerify(tampered, { resolver } as Parameters<typeof dkimVerify>[1]);
    expect(forged.results[0]?.status?.result).not.toBe('pass');
  });
});

describe('unsubscribing from an optional message', () => {
  let student: TestUser;
  let reminder: ParsedMail;
  /** The List-Unsubscribe header as sent, unfolded. */
  let listUnsubscribe: string;
  let raw: string;
  let link: URL;
  const preferences = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/notification-preferences',
        headers: bearer(student.token),
      })
    ).json();

  beforeAll(async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    [student] = (await createUsersWithTokens(t.database.db, 1)) as [TestUser];
    await bookAndPay(student, sessionId);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    const start = session?.startTime as Date;
    const realNow = now;
    try {
      now = new Date(start.getTime() - 24 * 3_600_000 + 60_000);
      await t.app.notificationWorker?.runSchedule();
      const eml = await emlTo(student.email, 'Tomorrow: ');
      reminder = await simpleParser(eml);
      raw = eml.toString('utf8');
      listUnsubscribe =
        /^List-Unsubscribe:(.*(?:\r?\n[ \t].*)*)/m
          .exec(eml.toString('utf8'))?.[1]
          ?.replace(/\r?\n[ \t]+/g, ' ')
          .trim() ?? '';
    } finally {
      now = realNow;
    }
    const https = /<(https:[^>]+)>/.exec(listUnsubscribe)?.[1];
    expect(https).toBeDefined();
    link = new URL(https as string);
  });

  it('carries List-Unsubscribe (mailto and https) and the one-click header, and a link in the footer', () => {
    expect(listUnsubscribe).toMatch(
      /^<mailto:unsubscribe@attune\.test\?subject=unsubscribe%20[^>]+>, <https:/,
    );
    // The mailto carries the same signed token as the link, for POST /api/mail/inbound to read.
    const mailto = new URL(/<(mailto:[^>]+)>/.exec(listUnsubscribe)?.[1] ?? '');
    expect(mailto.searchParams.get('subject')).toBe(`unsubscribe ${link.searchParams.get('token')}`);
    expect(link.origin + link.pathname).toBe('https://attune.test/api/unsubscribe');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(reminder.text).toContain('Unsubscribe from these e-mails');
    expect(reminder.html).toContain(link.pathname);
  });

  it('GET shows what it would switch off and changes nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop class reminders?');
    expect(page.body).toContain('<form method="post"');
    expect((await preferences()).reminders).toBe(true);
  });

  it('the one-click POST turns reminders off for that person, without signing in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("You're unsubscribed");
    expect(await preferences()).toMatchObject({ reminders: false, reviewInvites: true });
  });

  it('a bad token gets 400, naming the problem', async () => {
    const token = link.searchParams.get('token') ?? '';
    const [userId, , signature] = token.split('.');
    for (const bad of ['nonsense', `${userId}.digest.${signature}`, `${token.slice(0, -2)}xx`]) {
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(post.statusCode, bad).toBe(400);
      expect(post.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
      const get = await t.app.inject({
        method: 'GET',
        url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(get.statusCode, bad).toBe(400);
      expect(get.body).toContain('This link is not valid');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/token/);
  });

  /** A message as a mail client writes it from List-Unsubscribe's mailto (RFC 6068), as raw MIME. */
  const mailFrom = (mailto: URL, subject = mailto.searchParams.get('subject') ?? '') =>
    [
      `From: ${student.email}`,
      `To: ${mailto.pathname}`,
      `Subject: ${subject}`,
      'Date: Fri, 27 Nov 2026 09:00:00 +0000',
      'Message-ID: <unsubscribe-1@example.com>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Please stop these e-mails.',
      '',
    ].join('\r\n');
  const inbound = (payload: string, authorization = `Bearer ${INBOUND_SECRET}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { 'content-type': 'message/rfc822', authorization },
      payload,
    });
  const mailtoOf = () => new URL(/<(mailto:[^>]+)>/.exec(listUnsubscribe)?.[1] ?? '');

  it('a message to the mailto address, posted by the inbound-mail provider, turns reminders off', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: bearer(student.token),
      payload: { reminders: true, reviewInvites: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await preferences()).reminders).toBe(true);
    const mailto = mailtoOf();
    expect(mailto.pathname).toBe('unsubscribe@attune.test');
    const res = await inbound(mailFrom(mailto));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: 'reminders' });
    expect(await preferences()).toMatchObject({ reminders: false, reviewInvites: true });
  });

  it('a message with a bad or missing token gets 400', async () => {
    const mailto = mailtoOf();
    const token = link.searchParams.get('token') ?? '';
    const [userId, , signature] = token.split('.');
    for (const subject of [
      `unsubscribe ${token.slice(0, -2)}xx`,
      `unsubscribe ${userId}.digest.${signature}`,
      'unsubscribe',
    ]) {
      const res = await inbound(mailFrom(mailto, subject));
      expect(res.statusCode, subject).toBe(400);
      expect(res.json(), subject).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    }
    const empty = await inbound('');
    expect(empty.statusCode).toBe(400);
  });

  it('without the secret, or with a wrong one, the route is not there (404)', async () => {
    const raw = mailFrom(mailtoOf());
    for (const authorization of [
      '',
      'Bearer wrong-secret',
      `Basic ${Buffer.from('x:wrong').toString('base64')}`,
    ]) {
      const res = await inbound(raw, authorization);
      expect(res.statusCode, authorization).toBe(404);
    }
    const basic = await inbound(raw, `Basic ${Buffer.from(`provider:${INBOUND_SECRET}`).toString('base64')}`);
    expect(basic.statusCode).toBe(200);
  });
});
