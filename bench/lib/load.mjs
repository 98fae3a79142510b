// One load scenario with autocannon: a warm-up whose figures are thrown away, then the measured run.
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import autocannon from 'autocannon';

/**
 * autocannon keeps every response body as a string (`body += chunk`, for its `verifyBody` and
 * `onResponse` options, which this bench does not use). On the 17 MB list at scale 100 that string
 * building, not the server, was the limit: the bench process sat at 100% of a core at about
 * 200 MB/s, while 50 curls fetched the same answer at 1.5 GB/s. Without it autocannon reads over
 * 2 GB/s, so the latencies measure the server. Bytes are still counted (`addByteCount`).
 */
function discardResponseBodies() {
  const require = createRequire(import.meta.url);
  const queue = require(require.resolve('autocannon/lib/pipelinedRequestsQueue.js'));
  if (typeof queue.prototype?.addBody !== 'function') {
    throw new Error('autocannon changed: bench/lib/load.mjs can no longer turn off its body buffering');
  }
  queue.prototype.addBody = () => {};
}
discardResponseBodies();

/**
 * A scenario is `{ path, method?, headers?, body?, setup?, okStatus? }`; `setup(i)` returns
 * per-request changes (path, headers, body) for the i-th request, counted across the warm-up and the
 * measured run. `okStatus` is the answer a request should get when not a 2xx (a 304 to a revalidation).
 */
function requestsFor(scenario) {
  if (!scenario.setup) return undefined;
  let i = 0;
  return [
    {
      method: scenario.method ?? 'GET',
      path: scenario.path,
      setupRequest(request) {
        const change = scenario.setup(i++);
        return {
          ...request,
          ...change,
          headers: { ...request.headers, ...scenario.headers, ...change.headers },
        };
      },
    },
  ];
}

/**
 * One autocannon run. Its result's latencies are whole milliseconds (its histogram truncates: 1.9 ms
 * counts as 1), so the mean is also summed here from each answer's exact time, as `exactMeanMs`:
 * for 1–2 ms answers the histogram's mean is about a quarter too low, which skews every ratio
 * against them.
 */
const answered = (scenario) => (code) =>
  scenario.okStatus === undefined ? code >= 200 && code < 300 : Number(code) === scenario.okStatus;

function fire(baseUrl, scenario, options, seconds) {
  const ok = answered(scenario);
  let sum = 0;
  let count = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${scenario.path}`,
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
        requests: scenario.requests,
        connections: options.connections,
        duration: seconds,
        timeout: options.timeoutSeconds ?? 30,
      },
      (err, result) => (err ? reject(err) : resolve({ ...result, exactMeanMs: sum / count })),
    );
    instance.on('error', reject);
    // As autocannon's own histogram does: the latency of the expected answers (2xx) only.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (ok(statusCode)) {
        sum += responseTime;
        count++;
      }
    });
  });
}

function countStatuses(result) {
  const codes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) codes[code] = Number(count);
  return codes;
}

/**
 * Runs the warm-up and the measured run; returns the measured figures. With a `meter`, also the CPU
 * the server (and its database backends) spent per request during the measured run.
 */
export async function runLoad(baseUrl, scenario, options, meter) {
  const prepared = { ...scenario, requests: requestsFor(scenario) };
  const warm =
    options.warmupSeconds > 0 ? await fire(baseUrl, prepared, options, options.warmupSeconds) : undefined;
  const cpuBefore = await meter?.read();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await fire(baseUrl, prepared, options, options.durationSeconds);
  const client = process.cpuUsage(clientBefore);
  const elapsedMs = performance.now() - started;
  const cpuAfter = await meter?.read();
  const statuses = countStatuses(result);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const isOk = answered(scenario);
  const ok = Object.entries(statuses)
    .filter(([code]) => isOk(code))
    .reduce((n, [, count]) => n + count, 0);
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((n, [, count]) => n + count, 0);
  return {
    requestsPerSecond: total / result.duration,
    cpuMsPerRequest:
      meter && total > 0
        ? {
            server: (cpuAfter.server - cpuBefore.server) / total,
            db: (cpuAfter.db - cpuBefore.db) / total,
            total: (cpuAfter.server + cpuAfter.db - cpuBefore.server - cpuBefore.db) / total,
          }
        : undefined,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.exactMeanMs,
    },
    /** CPU of this process (autocannon) over the run: near 100 (one core), the client is the limit. */
    clientCpuPercent: ((client.user + client.system) / 1000 / elapsedMs) * 100,
    requests: total,
    statuses,
    non2xx: total - ok,
    serverErrors,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
    /** The machine's 1-minute load average just after the run: other people's work shows here. */
    loadAverage: os.loadavg()[0],
    warmup: warm ? { requests: warm.requests.total, statuses: countStatuses(warm) } : undefined,
  };
}

/** One answer to `headers`, as bytes on the wire (node:http, unlike fetch, leaves them compressed). */
function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The size of one answer: its JSON (`bytes`, uncompressed) and what the load test's requests get
 * (`wireBytes`, compressed for the reads, which ask as a browser does).
 */
export async function responseBytes(baseUrl, scenario) {
  const first = scenario.setup?.(0);
  const headers = { ...scenario.headers, ...first?.headers };
  const url = `${baseUrl}${first?.path ?? scenario.path}`;
  const [plain, wire] = [
    await rawAnswer(url, { ...headers, 'accept-encoding': 'identity' }),
    await rawAnswer(url, headers),
  ];
  return { status: plain.status, bytes: plain.bytes, wireBytes: wire.bytes };
}
