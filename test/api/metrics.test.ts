import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricValue, scrapeMetrics } from '../helpers/prometheus';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TOKEN = 'a-long-metrics-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, metricsToken: TOKEN });
});
afterAll(() => t?.close());

const scrape = () => scrapeMetrics(t.app, TOKEN);
const value = metricValue;

describe('GET /metrics', () => {
  it('is Prometheus text whose request counters and latency move with requests', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/classes' });
    await t.app.inject({ method: 'GET', url: '/api/classes/not-an-id' });
    const after = await scrape();
    const classes = { route: '/api/classes', status: '200', method: 'GET' };
    expect(value(after, 'http_requests_total', classes) - value(before, 'http_requests_total', classes)).toBe(
      3,
    );
    expect(
      value(after, 'http_request_duration_seconds_count', classes) -
        value(before, 'http_request_duration_seconds_count', classes),
    ).toBe(3);
    // Routes by their pattern, never the URL with its ids.
    expect(after.some((s) => s.labels.route === '/api/classes/:id')).toBe(true);
    expect(after.some((s) => s.labels.route?.includes('not-an-id'))).toBe(false);
    for (const name of ['nodejs_eventloop_lag_seconds', 'attune_holds_expired']) {
      expect(
        after.some((s) => s.name === name),
        name,
      ).toBe(true);
    }
  });

  it('counts bookings by status from the database', async () => {
    const samples = await scrape();
    expect(samples.filter((s) => s.name === 'attune_bookings').every((s) => s.value >= 0)).toBe(true);
  });

  it('needs its bearer token, and is a 404 when none is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-here' },
    });
    expect(wrong.statusCode).toBe(401);
    const unset = await createTestApp({ seed: false });
    try {
      const res = await unset.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });
});
