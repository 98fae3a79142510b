import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '../../src/common/booking-reference';
import { addDays, atLondonTime, londonDay } from '../../src/common/london-time';
import { mailDeliveries, outboxEvents, studios, users } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/modules/notifications/mailer';
import { recordEvent } from '../../src/server/modules/notifications/outbox';
import {
  bearer,
  createSession,
  createUsersWithTokens,
  insertBookings,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

/** A real SMTP server on loopback that keeps what it receives, parsed; it can be stopped and restarted. */
class SmtpPeer {
  readonly received: ParsedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(email: string): ParsedMail[] {
    return this.received.filter((m) => m.to && JSON.stringify(m.to).includes(email));
  }
}

const peer = new SmtpPeer();
let t: TestApp;
let now = new Date();
beforeAll(async () => {
  await peer.start();
  t = await createTestApp({
    seed: false,
    clock: () => now,
    notifications: {
      inProcessWorker: true,
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      // Seconds, not the default half-minute: the retry test really waits for the queue's backoff.
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 2,
      pollingIntervalSeconds: 0.5,
      // The schedule is run by hand below, under the test's clock.
      schedule: false,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await peer.stop();
});

/** Every outbox event handled: its e-mails sent (or refused for good). */
const allProcessed = () =>
  until('every outbox event to be processed', async () => {
    const rows = await t.database.db.select().from(outboxEvents);
    return rows.every((r) => r.processedAt !== null) || undefined;
  });

async function students(n: number) {
  return createUsersWithTokens(t.database.db, n);
}

/** A booking held for the student, not paid yet. */
async function hold(student: TestUser, sessionId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(student.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
  expect(res.statusCode).toBe(201);
  return res;
}

async function bookAndPay(student: TestUser, sessionId: string) {
  const res = await hold(student, sessionId);
  const paid = await payFor(t.app, student.token, res.json().id);
  expect(paid.statusCode).toBe(200);
  return res.json().id as string;
}

function parseIcs(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, 'a calendar attachment').toBeDefined();
  const vevent = new ICAL.Component(ICAL.parse(file?.content.toString('utf8') ?? '')).getFirstSubcomponent(
    'vevent',
  );
  return {
    uid: vevent?.getFirstPropertyValue('uid'),
    status: vevent?.getFirstPropertyValue('status'),
    sequence: Number(vevent?.getFirstPropertyValue('sequence') ?? 0),
    start: (vevent?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined)?.toJSDate(),
  };
}

describe('booking confirmation', () => {
  it('sends exactly one, to the student, with a parseable calendar entry, and shows it in-app', async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    const [student] = (await students(1)) as [TestUser];
    const bookingId = await bookAndPay(student, sessionId);
    const [mail] = await until('the confirmation', () =>
      peer.to(student.email).length > 0 ? peer.to(student.email) : undefined,
    );
    await allProcessed();
    expect(peer.to(student.email)).toHaveLength(1);
    expect(mail?.subject).toMatch(/^You're booked: Test Flow, /);
    expect(mail?.text).toContain('£18.00');
    // The reference the checkout page shows (issue 69).
    expect(mail?.text).toContain(`Booking reference: ${bookingReference(bookingId)}`);
    expect(mail?.text).toContain('Free cancellation until');
    expect(mail?.text).toContain('1 Test Street');
    expect(mail?.html).toContain('lang="en-GB"');
    const ics = parseIcs(mail as ParsedMail);
    expect(ics.uid).toBe(`${bookingId}@attune.london`);
    expect(ics.status).toBe('CONFIRMED');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: bearer(student.token),
    });
    expect(list.json()).toMatchObject({
      unreadCount: 1,
      items: [{ kind: 'booking-confirmed', title: 'Booked: Test Flow', href: `/checkout/${bookingId}` }],
    });
  });
});

describe('a rolled-back booking', () => {
  it('sends nothing: the loser of a seat race, and a transaction that records an event then fails', async () => {
    const { sessionId } = await createSession(t.database.db, {
      maxParticipants: 1,
      startsInMs: 3 * 86_400_000,
    });
    const [a, b] = (await students(2)) as [TestUser, TestUser];
    const book = (s: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(s.token),
        payload: { sessionId, amountPaid: '18.00' },
      });
    const [ra, rb] = await Promise.all([book(a), book(b)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 409]);
    const [winner, loser] = ra.statusCode === 201 ? [a, b] : [b, a];
    const won = ra.statusCode === 201 ? ra : rb;
    expect((await payFor(t.app, winner.token, won.json().id)).statusCode).toBe(200);

    const before = (await t.database.db.select().from(outboxEvents)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordEvent(tx, { kind: 'booking.confirmed', bookingId: won.json().id, promoted: false });
        throw new Error('the seat was lost');
      }),
    ).rejects.toThrow('the seat was lost');
    expect((await t.database.db.select().from(outboxEvents)).length).toBe(before);

    await until('the winner’s confirmation', () => peer.to(winner.email).length > 0 || undefined);
    await allProcessed();
    expect(peer.to(winner.email)).toHaveLength(1);
    expect(peer.to(loser.email)).toHaveLength(0);
    const loserList = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: bearer(loser.token),
    });
    expect(loserList.json().items).toEqual([]);
  });
});

describe('a place handed on from the waitlist', () => {
  it('tells the student who cancelled the outcome, and the promoted one that the place is theirs', async () => {
    const { sessionId } = await createSession(t.database.db, {
      maxParticipants: 1,
      startsInMs: 3 * 86_400_000,
    });
    const [leaver, waiter] = (await students(2)) as [TestUser, TestUser];
    const bookingId = await bookAndPay(leaver, sessionId);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/waitlist`,
      headers: bearer(waiter.token),
    });
    expect(joined.statusCode).toBe(201);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: bearer(leaver.token),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    await until('both e-mails', () =>
      peer.to(leaver.email).length === 2 && peer.to(waiter.email).length === 1 ? true : undefined,
    );
    await allProcessed();
    const outcome = peer.to(leaver.email).find((m) => /is cancelled$/.test(m.subject ?? ''));
    expect(outcome?.text).toContain('full refund of £18.00');
    const [promoted] = peer.to(waiter.email);
    expect(promoted?.subject).toBe("A place opened up: you're booked for Test Flow");
    expect(promoted?.text).toContain('cancel free of charge until');
    expect(parseIcs(promoted as ParsedMail).status).toBe('CONFIRMED');
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: bearer(waiter.token),
    });
    expect(bell.json()).toMatchObject({ unreadCount: 1, items: [{ kind: 'waitlist-promoted' }] });
  });
});

describe('a session cancelled by the studio', () => {
  it('mails every booked student (with a cancelled calendar entry) and everyone waiting; only those who paid are promised a refund', async () => {
    const { sessionId, studioId } = await createSession(t.database.db, {
      maxParticipants: 2,
      startsInMs: 3 * 86_400_000,
    });
    const [owner] = (await students(1)) as [TestUser];
    await t.database.db.update(users).set({ userType: 'studio' }).where(eq(users.id, owner.id));
    await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
    const [s1, s2, w1, w2] = (await students(4)) as [TestUser, TestUser, TestUser, TestUser];
    const b1 = await bookAndPay(s1, sessionId);
    await hold(s2, sessionId);
    for (const w of [w1, w2]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionId}/waitlist`,
        headers: bearer(w.token),
      });
      expect(joined.statusCode).toBe(201);
    }
    await allProcessed();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/cancel`,
      headers: bearer(owner.token),
      payload: { reason: 'Our teacher is unwell' },
    });
    expect(cancel.statusCode).toBe(200);
    await until(
      'four cancellation e-mails',
      () =>
        [s1, s2, w1, w2].every((s) => peer.to(s.email).some((m) => /cancelled/.test(m.subject ?? ''))) ||
        undefined,
    );
    await allProcessed();
    for (const s of [s1, s2]) {
      const mails = peer.to(s.email).filter((m) => /has cancelled/.test(m.subject ?? ''));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Our teacher is unwell');
      expect(mails[0]?.text).toContain(
        s === s1 ? 'full refund of £18.00' : 'You had not paid yet, so there is nothing to refund.',
      );
      const ics = parseIcs(mails[0] as ParsedMail);
      expect(ics.status).toBe('CANCELLED');
      if (s === s1) expect(ics.uid).toBe(`${b1}@attune.london`);
      const bell = await t.app.inject({
        method: 'GET',
        url: '/api/user/notifications',
        headers: bearer(s.token),
      });
      const told = bell.json().items.find((n: { kind: string }) => n.kind === 'session-cancelled');
      expect(told?.body).toContain(
        s === s1 ? 'You will get a full refund.' : 'You had not paid yet, so there is nothing to refund.',
      );
      expect(told?.body).toContain('Our teacher is unwell');
    }
    for (const w of [w1, w2]) {
      const mails = peer.to(w.email).filter((m) => /has cancelled/.test(m.subject ?? ''));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('waiting list');
    }
  });
});

describe('a session moved by the studio', () => {
  it('mails the new and the old time with an updated calendar entry (higher SEQUENCE)', async () => {
    const { sessionId, studioId } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    const [owner, s] = (await students(2)) as [TestUser, TestUser];
    await t.database.db.update(users).set({ userType: 'studio' }).where(eq(users.id, owner.id));
    await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
    await bookAndPay(s, sessionId);
    await allProcessed();
    const confirmation = parseIcs(peer.to(s.email)[0] as ParsedMail);
    const newStart = new Date(Date.now() + 4 * 86_400_000);
    newStart.setUTCMinutes(0, 0, 0);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(owner.token),
      payload: { startTime: newStart.toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const [mail] = await until('the new time', () => {
      const found = peer.to(s.email).filter((m) => /^New time/.test(m.subject ?? ''));
      return found.length > 0 ? found : undefined;
    });
    expect(mail?.text).toMatch(/It was .* it is now /);
    const ics = parseIcs(mail as ParsedMail);
    expect(ics.uid).toBe(confirmation.uid);
    expect(ics.sequence).toBeGreaterThan(confirmation.sequence);
    expect(ics.start?.getTime()).toBe(newStart.getTime());
  });
});

describe('a session whose meeting link the studio changes', () => {
  it('tells the students with a paid place, by e-mail and in the bell, and nobody when nothing changed', async () => {
    const { sessionId, studioId } = await createSession(t.database.db, {
      startsInMs: 3 * 86_400_000,
      deliveryMethod: 'online',
    });
    const [owner, paid, held] = (await students(3)) as [TestUser, TestUser, TestUser];
    await t.database.db.update(users).set({ userType: 'studio' }).where(eq(users.id, owner.id));
    await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
    await bookAndPay(paid, sessionId);
    await hold(held, sessionId);
    await allProcessed();
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${sessionId}`,
        headers: bearer(owner.token),
        payload,
      });
    const updates = (student: TestUser) =>
      peer.to(student.email).filter((m) => /^Update for /.test(m.subject ?? ''));

    const link = 'https://meet.attune.london/new-room';
    const changed = await patch({ meetingLink: link });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().meetingLink).toBe(link);
    const [mail] = await until('the new link', () => (updates(paid).length > 0 ? updates(paid) : undefined));
    expect(mail?.text).toContain('There is a new link to join the class.');
    expect(mail?.text).toContain(`Online: ${link}`);
    expect(mail?.text).toContain('Your place and its time are unchanged.');
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: bearer(paid.token),
    });
    const told = bell.json().items.find((n: { kind: string }) => n.kind === 'session-updated');
    expect(told).toMatchObject({ title: 'Update for Test Flow' });
    expect(told.body).toContain('There is a new link to join the class.');

    // The same link and the same instructions again change nothing, so nobody is told twice.
    expect((await patch({ meetingLink: link, specialInstructions: null })).statusCode).toBe(200);
    const removed = await patch({ meetingLink: null });
    expect(removed.json().meetingLink).toBeNull();
    await until('the withdrawn link', () => (updates(paid).length > 1 ? true : undefined));
    await allProcessed();
    expect(updates(paid)).toHaveLength(2);
    expect(updates(paid)[1]?.text).toContain('The link to join has been withdrawn');
    // A held place has not been paid for: the link is not theirs yet (their confirmation will carry it).
    expect(updates(held)).toHaveLength(0);
  });
});

describe('with the SMTP server down', () => {
  it('delivers once it is back, exactly once', async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    const [student] = (await students(1)) as [TestUser];
    await peer.stop();
    const stoppedAt = Date.now();
    try {
      await bookAndPay(student, sessionId);
      // The worker really tries and fails against the stopped server, more than once (with backoff),
      // through an outage of ten seconds: the mail waits in the queue, it is not dropped.
      await until(
        'two failed attempts over a ten-second outage',
        async () => {
          const [d] = await t.database.db
            .select()
            .from(mailDeliveries)
            .where(eq(mailDeliveries.email, student.email));
          return d && d.attempts >= 2 && d.status === 'pending' && Date.now() - stoppedAt >= 10_000
            ? d
            : undefined;
        },
        30_000,
      );
      expect(peer.to(student.email)).toHaveLength(0);
    } finally {
      await peer.start();
    }
    await until('the delayed confirmation', () => peer.to(student.email).length > 0 || undefined);
    await allProcessed();
    const [d] = await t.database.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.email, student.email));
    expect(d).toMatchObject({ status: 'sent' });
    expect(d?.attempts).toBeGreaterThanOrEqual(3);
    // Relaying again (a second worker, a restart) queues and sends nothing more.
    await t.app.notificationWorker?.relay();
    await allProcessed();
    expect(peer.to(student.email)).toHaveLength(1);
  }, 60_000);
});

describe('reminders', () => {
  it('fire 24 hours before the start, once, and not for a student who turned them off', async () => {
    const realNow = now;
    const { sessionId } = await createSession(t.database.db, { startsInMs: 3 * 86_400_000 });
    const [keen, quiet] = (await students(2)) as [TestUser, TestUser];
    const bookingId = await bookAndPay(keen, sessionId);
    await bookAndPay(quiet, sessionId);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: bearer(quiet.token),
      payload: { reminders: false, reviewInvites: true },
    });
    expect(off.statusCode).toBe(200);
    await allProcessed();
    const [session] = await t.database.db.query.sessions.findMany({
      where: (s, { eq: is }) => is(s.id, sessionId),
    });
    const start = session?.startTime as Date;
    const reminders = async () =>
      (await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.kind, 'reminder'))).filter(
        (r) => (r.payload as { bookingId: string }).bookingId === bookingId,
      );
    const worker = t.app.notificationWorker;
    if (!worker) throw new Error('the worker should run in this test');
    try {
      now = new Date(start.getTime() - 24 * 3_600_000 - 60_000);
      await worker.runSchedule();
      expect(await reminders()).toHaveLength(0);
      now = new Date(start.getTime() - 24 * 3_600_000 + 60_000);
      await worker.runSchedule();
      await worker.runSchedule();
      expect(await reminders()).toHaveLength(1);
      const [mail] = await until('the reminder', () => {
        const found = peer.to(keen.email).filter((m) => /^Tomorrow: /.test(m.subject ?? ''));
        return found.length > 0 ? found : undefined;
      });
      expect(mail?.text).toContain('1 Test Street');
      await allProcessed();
      expect(peer.to(keen.email).filter((m) => /^Tomorrow: /.test(m.subject ?? ''))).toHaveLength(1);
      expect(peer.to(quiet.email).filter((m) => /^Tomorrow: /.test(m.subject ?? ''))).toHaveLength(0);
    } finally {
      now = realNow;
    }
  });
});

describe('sign-up with a registered e-mail', () => {
  it('tells the holder by e-mail, once, instead of telling the person signing up', async () => {
    const [holder] = (await students(1)) as [TestUser];
    const signUp = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: holder.email.toUpperCase(), username, password: 'a calm long walk' },
      });
    expect((await signUp('not_the_holder')).statusCode).toBe(201);
    expect((await signUp('not_the_holder_again')).statusCode).toBe(201);
    const [mail] = await until('the e-mail to the holder', () => {
      const found = peer
        .to(holder.email)
        .filter((m) => /already have an Attune account/.test(m.subject ?? ''));
      return found.length > 0 ? found : undefined;
    });
    expect(mail?.text).toContain('/auth/forgot-password');
    await allProcessed();
    expect(peer.to(holder.email)).toHaveLength(1);
  });
});

describe('password reset e-mail', () => {
  it('carries a single-use link, and the raw token leaves the outbox once sent', async () => {
    const [user] = (await students(1)) as [TestUser];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await until('the reset e-mail', () => {
      const found = peer.to(user.email).filter((m) => /Reset your Attune password/.test(m.subject ?? ''));
      return found.length > 0 ? found : undefined;
    });
    const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    await allProcessed();
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.kind, 'password.reset'));
    expect(JSON.stringify(events.map((e) => e.payload))).not.toContain(token);
    const confirm = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, newPassword: password },
      });
    expect((await confirm('a fresh green morning')).statusCode).toBe(200);
    expect((await confirm('another fresh morning')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('after class', () => {
  it('invites each attendee to review 2 hours after the end, unless they turned invitations off', async () => {
    const { sessionId } = await createSession(t.database.db, { startsInMs: -4 * 3_600_000 });
    const [came, optedOut, noShow] = (await students(3)) as [TestUser, TestUser, TestUser];
    await insertBookings(t.database.db, sessionId, [came.id, optedOut.id]);
    await insertBookings(t.database.db, sessionId, [noShow.id], { attendance: 'no-show' });
    await t.database.db.update(users).set({ notifyReviewInvites: false }).where(eq(users.id, optedOut.id));
    await t.app.notificationWorker?.runSchedule();
    const [mail] = await until('the invitation', () => {
      const found = peer.to(came.email).filter((m) => /^How was Test Flow\?/.test(m.subject ?? ''));
      return found.length > 0 ? found : undefined;
    });
    expect(mail?.text).toContain('/dashboard?tab=past');
    await t.app.notificationWorker?.runSchedule();
    await allProcessed();
    expect(peer.to(came.email)).toHaveLength(1);
    expect(peer.to(optedOut.email)).toHaveLength(0);
    expect(peer.to(noShow.email)).toHaveLength(0);
  });
});

describe("the owner's digest", () => {
  it('sums up a day of new bookings in one e-mail per owner, from 07:00 London time', async () => {
    const realNow = now;
    const { sessionId, studioId } = await createSession(t.database.db, { startsInMs: 5 * 86_400_000 });
    const [owner, a, b] = (await students(3)) as [TestUser, TestUser, TestUser];
    await t.database.db.update(studios).set({ userId: owner.id }).where(eq(studios.id, studioId));
    await bookAndPay(a, sessionId);
    await bookAndPay(b, sessionId);
    await allProcessed();
    expect(peer.to(owner.email)).toHaveLength(0);
    const tomorrow = addDays(londonDay(new Date()), 1);
    try {
      now = atLondonTime(tomorrow, 6, 30);
      await t.app.notificationWorker?.runSchedule();
      await allProcessed();
      expect(peer.to(owner.email)).toHaveLength(0);
      now = atLondonTime(tomorrow, 7, 5);
      await t.app.notificationWorker?.runSchedule();
      await t.app.notificationWorker?.runSchedule();
      const [mail] = await until('the digest', () =>
        peer.to(owner.email).length > 0 ? peer.to(owner.email) : undefined,
      );
      await allProcessed();
      expect(peer.to(owner.email)).toHaveLength(1);
      expect(mail?.subject).toBe('2 new bookings on Attune');
      expect(mail?.text).toContain('Test Flow');
      // Both the e-mail and the bell lead to the studio dashboard, and name the day in words.
      expect(mail?.text).toContain('/studio-dashboard');
      const bell = await t.app.inject({
        method: 'GET',
        url: '/api/user/notifications',
        headers: bearer(owner.token),
      });
      const summary = bell.json().items.find((n: { kind: string }) => n.kind === 'new-bookings');
      expect(summary).toMatchObject({ title: '2 new bookings', href: '/studio-dashboard' });
      expect(summary.body).toMatch(/^Your daily summary for [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+\.$/);
    } finally {
      now = realNow;
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each e-mail as an .eml file named for its delivery, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-mail-'));
    try {
      const mailer = createMailer({ from: 'Attune <hello@attune.london>', mailDir: dir });
      const message = {
        to: 'ada@example.com',
        subject: 'Hello',
        text: 'Hello, Ada',
        html: '<p>Hello, Ada</p>',
      };
      await mailer.send(message, '<abc@attune.london>');
      await mailer.send(message, '<abc@attune.london>');
      const files = fs.readdirSync(dir);
      expect(files).toEqual(['abc@attune.london.eml']);
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, files[0] as string)));
      expect(parsed.subject).toBe('Hello');
      expect(parsed.text?.trim()).toBe('Hello, Ada');
      expect(parsed.messageId).toBe('<abc@attune.london>');
      mailer.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
