// `--import`ed into a server process by test/process/tracing.test.ts: writes `loaded: <url>` to
// standard error for every OpenTelemetry module and for the server's tracing module as they are
// resolved, so the test can tell which were loaded.
import { register } from 'node:module';

const hooks = `
import { writeSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (/@opentelemetry\\/|\\/src\\/server\\/tracing\\.ts$/.test(resolved.url)) writeSync(2, 'loaded: ' + resolved.url + '\\n');
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
