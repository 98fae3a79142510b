import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Prometheus text exposition: every line a comment (# HELP, # TYPE) or a sample; throws otherwise.
 * Written here rather than taken from parse-prometheus-text-format, which drops a histogram's labels,
 * `_sum` and `_count` when `le` comes first (as prom-client writes it) and accepts any line.
 */
export function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = pair[2] as string;
    }
    // Values are Go floats: NaN and ±Inf in any case (a lag before its first sample is NaN).
    const raw = match[3] as string;
    const special = /^([+-]?)(inf|nan)$/i.exec(raw);
    let value = Number(raw);
    if (special) value = special[2]?.toLowerCase() === 'nan' ? Number.NaN : Number(`${special[1]}Infinity`);
    else if (Number.isNaN(value)) throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1] as string, labels, value });
  }
  return samples;
}

/** GET /metrics with the token, checked to be Prometheus text, parsed. */
export async function scrapeMetrics(app: FastifyInstance, token: string): Promise<Sample[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(res.body);
}

/** The sum of a metric's samples whose labels include `labels`. */
export const metricValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
