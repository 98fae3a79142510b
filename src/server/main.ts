// `npm run dev`, `npm start` (bundled) and the container's entry. Tracing, when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, starts before anything it instruments is loaded (node:http, pg),
// so the server is imported only afterwards; unset, none of the tracing SDK, exporter or instrumentation is loaded
// (docs/decisions/0083).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing');
  await startTracing();
}
await import('./server');

export {};
