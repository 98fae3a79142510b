/**
 * OpenTelemetry tracing (docs/decisions/0083), started by main.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: spans of incoming and outgoing HTTP, and of PostgreSQL queries
 * where `pg` is loaded through require (see the ADR),
 * sent in batches as OTLP over HTTP to that endpoint's /v1/traces. Every package is imported here, on
 * demand, so a server without the setting loads none of them. The exporter reads the standard
 * OTEL_EXPORTER_OTLP_* settings (headers, a traces-only endpoint); OTEL_SERVICE_NAME names the
 * service (default `attune`).
 */
export async function startTracing(): Promise<void> {
  const [api, core, { AsyncLocalStorageContextManager }, sdk, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const [{ registerInstrumentations }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);

  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(
    new core.CompositePropagator({
      propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
    }),
  );
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? 'attune',
    }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  api.trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Health probes and metric scrapes every few seconds would drown the traces that matter.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(api\/health|metrics)\b/.test(req.url ?? ''),
      }),
      new PgInstrumentation(),
    ],
  });
  // What is batched is sent before the process ends (main's shutdown ends with process.exit).
  const flush = () => void provider.shutdown().catch(() => {});
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}
