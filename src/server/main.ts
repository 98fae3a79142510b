// `npm run dev`, `npm start` (bundled) and the container's entry.
import { setFlagsFromString } from 'node:v8';

// The old generation may grow to twice what the last full collection left before the next one
// (docs/decisions/0116). Left to its own heuristics, V8 under this server's load often settles on a
// limit so close to the live heap that it marks without pause: 30-40 full collections in 5 s, about
// 0.2 ms of CPU per catalogue answer. V8 reads the flag whenever it sets a new limit.
setFlagsFromString('--heap-growing-percent=100');

// Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set, starts before anything it instruments is loaded
// (node:http, pg), so the server is imported only afterwards; unset, none of the tracing SDK, exporter
// or instrumentation is loaded (docs/decisions/0083).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing');
  await startTracing();
}
await import('./server');
