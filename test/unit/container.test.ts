// The container files: the Dockerfile linted by dockerfile-utils (hadolint could not be installed
// here, docs/decisions/0082) and checked for the rules issue 31 sets; compose.yaml parsed.
import fs from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped, by stage. */
function stages(text: string) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const result: { from: string; name?: string; instructions: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) result.push({ from: from[1] as string, name: from[2], instructions: [] });
    else result.at(-1)?.instructions.push(line);
  }
  return result;
}

describe('the Dockerfile', () => {
  const all = stages(read('Dockerfile'));
  const runtime = all.at(-1);
  const runtimeSays = (pattern: RegExp) => runtime?.instructions.some((i) => pattern.test(i)) ?? false;

  it('passes the linter', () => {
    expect(validate(read('Dockerfile')).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in one stage and runs from another, both on Node 22', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const stage of all) expect(stage.from).toMatch(/^node:22(\b|-)/);
    expect(runtimeSays(/^COPY\s+--from=build\s+\/app\/dist\s/)).toBe(true);
  });

  it('installs only production dependencies, from the lock file, in the runtime stage', () => {
    expect(runtimeSays(/^RUN\s+npm ci\b.*--omit=dev/)).toBe(true);
    expect(runtimeSays(/^RUN\s+npm (install|i)\b/)).toBe(false);
  });

  it('runs as a user who is not root, answers a health check and exposes port 5000', () => {
    const users = runtime?.instructions.filter((i) => /^USER\s/.test(i)) ?? [];
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER\s+(root|0)(:|$)/);
    expect(runtimeSays(/^HEALTHCHECK\s.*CMD.*\/api\/health\/live/)).toBe(true);
    expect(runtimeSays(/^EXPOSE\s+5000$/)).toBe(true);
    expect(runtimeSays(/^CMD\s+\[.*"dist\/server\/main\.mjs"\]$/)).toBe(true);
  });

  it('keeps dependencies and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', '.data', '.git', '.env']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Record<string, unknown>>;
    volumes: Record<string, unknown>;
  };

  it('runs the app, the worker, PostgreSQL and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'redis', 'worker']);
    expect(compose.services.worker?.command).toEqual(['node', '--import', 'tsx', 'src/server/worker.ts']);
    const app = compose.services.app?.environment as Record<string, string>;
    expect(app.IN_PROCESS_WORKER).toBe('false');
    expect(app.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(app.REDIS_URL).toBe('redis://redis:6379');
  });

  it('checks the health of the database and Redis, and keeps their data in volumes', () => {
    for (const name of ['postgres', 'redis']) {
      expect(compose.services[name]?.healthcheck, name).toBeDefined();
      expect((compose.services[name]?.volumes as string[] | undefined)?.length ?? 0, name).toBeGreaterThan(0);
    }
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['postgres-data', 'redis-data']));
    expect(compose.services.app?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });
});
