// Tracing through OTEL_EXPORTER_OTLP_ENDPOINT (docs/decisions/0083): set, a request's span reaches an
// OTLP receiver; unset, nothing of OpenTelemetry's is loaded beyond the no-op API pg-boss imports.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createScratchPostgres } from '../helpers/test-database';

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = { name: string; kind: number; attributes?: { key: string; value: OtlpValue }[] };
type OtlpExport = { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };

/** An OTLP/HTTP receiver on loopback that keeps the spans it is sent (JSON, as the exporter sends). */
const exported: { path: string; spans: OtlpSpan[] }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => {
    body += d;
  });
  req.on('end', () => {
    const parsed = JSON.parse(body) as OtlpExport;
    const spans = (parsed.resourceSpans ?? []).flatMap((r) =>
      (r.scopeSpans ?? []).flatMap((s) => s.spans ?? []),
    );
    exported.push({ path: req.url ?? '', spans });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

const probe = `--import=${path.resolve(import.meta.dirname, '../helpers/report-module-loads.mjs')}`;
let traced: ServerProcess;
let untraced: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgres();
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  traced = await startServer({
    databaseUrl,
    // A short batch delay: the spans are sent a fifth of a second after they end.
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '200', NODE_OPTIONS: probe },
  });
  untraced = await startServer({ databaseUrl, env: { NODE_OPTIONS: probe } });
});
afterAll(async () => {
  await Promise.all([traced?.stop(), untraced?.stop()]);
  await dropDatabase?.();
  await new Promise((resolve) => receiver.close(resolve));
});

const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value;

describe('tracing', () => {
  it('sends a server span named after the route to the OTLP endpoint', async () => {
    const res = await fetch(`${traced.url}/api/classes?serviceType=yoga`);
    expect(res.status).toBe(200);
    const deadline = Date.now() + 20_000;
    let span: OtlpSpan | undefined;
    while (!span) {
      span = exported.flatMap((e) => e.spans).find((s) => s.name === 'GET /api/classes');
      if (Date.now() > deadline) throw new Error(`no span of the request in ${JSON.stringify(exported)}`);
      if (!span) await new Promise((r) => setTimeout(r, 100));
    }
    expect(exported.every((e) => e.path === '/v1/traces')).toBe(true);
    expect(span.kind).toBe(2); // SERVER
    expect(attribute(span, 'http.route')?.stringValue).toBe('/api/classes');
    expect(traced.output()).toMatch(/loaded: .*@opentelemetry\/sdk-trace/);
  });

  it('loads no OpenTelemetry SDK, exporter or instrumentation when the endpoint is unset', async () => {
    expect((await fetch(`${untraced.url}/api/classes`)).status).toBe(200);
    // pg-boss imports the no-op @opentelemetry/api itself; everything that records or sends is ours.
    const loaded = untraced
      .output()
      .split('\n')
      .filter((line) => line.startsWith('loaded: ') && !line.includes('@opentelemetry/api/'));
    expect(loaded).toEqual([]);
  });
});
