import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import type { Mailer, MailMessage } from '../../src/server/modules/notifications/mailer';
import { bearer, createSession, createUsersWithTokens, payFor, type TestUser } from '../helpers/fixtures';
import { metricValue, type Sample, scrapeMetrics } from '../helpers/prometheus';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';
import { until } from '../helpers/until';

// The operational figures of /metrics move as bookings, holds, e-mails and jobs do (docs/decisions/0071).
const TOKEN = 'a-long-metrics-token-for-tests';
/** Addresses the mail server refuses for good (a 5xx), and ones it asks to try later (a 4xx). */
const refused = new Set<string>();
const later = new Set<string>();
const sent: MailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    if (refused.has(message.to)) throw Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
    if (later.has(message.to)) throw Object.assign(new Error('451 try again later'), { responseCode: 451 });
    sent.push(message);
  },
  close() {},
};

let now = new Date();
let t: TestApp;
let sessionId: string;
let classId: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    metricsToken: TOKEN,
    clock: () => now,
    holdSweepMs: 0,
    notifications: {
      inProcessWorker: true,
      mailer,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      // A job whose send was put off waits an hour: it stays in the queue's retry state while tested.
      retryDelaySeconds: 3600,
    },
  });
  ({ sessionId, classId } = await createSession(t.database.db, {
    startsInMs: 3 * 86_400_000,
    maxParticipants: 10,
  }));
});
afterAll(() => t?.close());

const scrape = () => scrapeMetrics(t.app, TOKEN);
const delta = (before: Sample[], after: Sample[], name: string, labels: Record<string, string> = {}) =>
  metricValue(after, name, labels) - metricValue(before, name, labels);

async function hold(student: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(student.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function bookAndPay(student: TestUser) {
  const bookingId = await hold(student);
  expect((await payFor(t.app, student.token, bookingId)).statusCode).toBe(200);
}

describe('the operational metrics', () => {
  it('count bookings by outcome and the holds that ran out', async () => {
    const [paying, lapsing] = await createUsersWithTokens(t.database.db, 2);
    const before = await scrape();
    await hold(lapsing as TestUser);
    const held = await scrape();
    expect(delta(before, held, 'attune_bookings', { status: 'pending' })).toBe(1);

    await bookAndPay(paying as TestUser);
    // The hold runs out: reading the class expires it (lazily, as every read path does).
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: `/api/classes/${classId}` })).statusCode).toBe(200);
    const after = await scrape();
    expect(delta(before, after, 'attune_bookings', { status: 'confirmed' })).toBe(1);
    expect(delta(before, after, 'attune_bookings', { status: 'cancelled' })).toBe(1);
    expect(delta(before, after, 'attune_bookings', { status: 'pending' })).toBe(0);
    expect(delta(before, after, 'attune_holds_expired')).toBe(1);
  });

  it('count e-mails sent and refused, and the jobs waiting to retry', async () => {
    const [accepted, refusing, deferring] = (await createUsersWithTokens(t.database.db, 3)) as TestUser[];
    refused.add(refusing?.email as string);
    later.add(deferring?.email as string);
    // The first test's confirmation is sent before counting starts.
    await until('earlier e-mails to be sent', async () => {
      const rows = await t.database.db.select({ at: outboxEvents.processedAt }).from(outboxEvents);
      return rows.every((r) => r.at !== null) || undefined;
    });
    const before = await scrape();
    await bookAndPay(accepted as TestUser);
    await bookAndPay(refusing as TestUser);
    await bookAndPay(deferring as TestUser);
    // The worker sends the three confirmations: one accepted, one refused for good, one put off.
    const after = await until('the three confirmations to be tried', async () => {
      const samples = await scrape();
      const moved =
        delta(before, samples, 'attune_mail_deliveries', { status: 'sent' }) === 1 &&
        delta(before, samples, 'attune_mail_deliveries', { status: 'failed' }) === 1 &&
        metricValue(samples, 'attune_job_queue_jobs', { queue: 'notification-delivery', state: 'retry' }) >=
          1;
      return moved ? samples : undefined;
    });
    expect(sent.some((m) => m.to === accepted?.email)).toBe(true);
    // The put-off e-mail is still pending, its job waiting in the queue: the queue's depth.
    expect(delta(before, after, 'attune_mail_deliveries', { status: 'pending' })).toBe(1);
    expect(
      delta(before, after, 'attune_job_queue_jobs', { queue: 'notification-delivery', state: 'retry' }),
    ).toBe(1);
  });

  it('report the event loop lag and, on PostgreSQL, the pool', async () => {
    const samples = await scrape();
    const lag = samples.find((s) => s.name === 'nodejs_eventloop_lag_seconds');
    expect(lag?.value).toBeGreaterThanOrEqual(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    const pool = samples.filter((s) => s.name === 'attune_db_pool_connections');
    if (testDatabaseKind() === 'postgres') {
      expect(metricValue(pool, 'attune_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
    } else {
      // PGlite is one connection in the process: no pool to report.
      expect(pool).toEqual([]);
    }
  });
});
