import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { operationalCounts } from '../db/operational-counts';
import { notFound, unauthorized } from '../lib/http-errors';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus text (prom-client, docs/decisions/0071), for whoever holds METRICS_TOKEN;
 * without a token set it is a 404, as if it did not exist. Each app has its own registry: requests by
 * route and status with their latency, the process's own figures (event loop lag among them), the
 * database pool, and the bookings, expired holds, e-mails and queued jobs the database records.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { token?: string }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'attune_db_pool_connections',
    help: 'Database pool connections: total, idle, and requests waiting for one (PostgreSQL)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = app.database.poolUse?.();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  const bookings = new Gauge({
    name: 'attune_bookings',
    help: 'Bookings by status (their outcome so far)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const holdsExpired = new Gauge({
    name: 'attune_holds_expired',
    help: 'Holds that ran out unpaid',
    registers: [registry],
  });
  const mail = new Gauge({
    name: 'attune_mail_deliveries',
    help: 'E-mails by delivery status: pending, sent, failed',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'attune_job_queue_jobs',
    help: 'Job queue jobs by queue and state: created and retry wait (the depth; retry after a failure), active run, failed ran out of tries',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });

  /**
   * A counter by outcome whose counts another part of the process keeps: read at each scrape, and
   * absent while `counts` answers nothing (the part is not registered in this app).
   */
  const outcomeCounter = (name: string, help: string, counts: () => Record<string, number> | undefined) =>
    new Counter({
      name,
      help,
      labelNames: ['outcome'] as const,
      registers: [registry],
      collect() {
        const now = counts();
        if (!now) return;
        this.reset();
        for (const [outcome, count] of Object.entries(now)) this.inc({ outcome }, count);
      },
    });

  // Counted by plugins/compressed-copies.ts, registered after this one.
  outcomeCounter(
    'attune_compressed_copies_total',
    'Compressed answers by outcome: made (compressed here) or sent (a copy of the same body sent again)',
    () => (app.hasDecorator('compressedCopies') ? app.compressedCopies : undefined),
  );

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never its URL: ids and secrets would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (!options.token) throw notFound(`Route GET:/metrics not found`);
    const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, options.token))
      throw unauthorized('The metrics need their bearer token.');
    const counts = await operationalCounts(app.db);
    bookings.reset();
    for (const { status, n } of counts.bookingsByStatus) bookings.set({ status }, n);
    holdsExpired.set(counts.holdsExpired);
    mail.reset();
    for (const { status, n } of counts.mailByStatus) mail.set({ status }, n);
    jobs.reset();
    for (const { queue, state, n } of counts.jobsByQueueAndState) jobs.set({ queue, state }, n);
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});
