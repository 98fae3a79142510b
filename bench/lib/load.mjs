// One load scenario with autocannon: a warm-up whose figures are thrown away, then the measured run.
import os from 'node:os';
import autocannon from 'autocannon';

/**
 * A scenario is `{ path, method?, headers?, body?, setup? }`; `setup(i)` returns per-request changes
 * (headers, body) for the i-th request, counted across the warm-up and the measured run.
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

function fire(baseUrl, scenario, options, seconds) {
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
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('error', reject);
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
  const result = await fire(baseUrl, prepared, options, options.durationSeconds);
  const cpuAfter = await meter?.read();
  const statuses = countStatuses(result);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
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
      mean: result.latency.average,
    },
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

/** The size of one response body as the server sends it without compression. */
export async function responseBytes(baseUrl, scenario) {
  const res = await fetch(`${baseUrl}${scenario.path}`, {
    headers: { 'accept-encoding': 'identity', ...scenario.headers, ...scenario.setup?.(0).headers },
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: body.length };
}
