import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { LOCK_FILE } from '../../src/server/db/pglite-lock';
import { passwordResetTokens, users } from '../../src/server/db/schema';
import { startServer } from '../helpers/server-process';
import { createScratchPostgres, testDatabaseKind } from '../helpers/test-database';

const run = promisify(execFile);
const PUBLIC_URL = 'https://attune.example';
const PASSWORD = 'a long enough passphrase 42';

// `npm run operator:create` in its own process, against a database of its own: the suite's PostgreSQL
// (a fresh database) or an embedded PGlite in a folder, as the server would use them.
/** The database, migrated (the script migrates it too; either may come first). */
async function migrated(opening: Promise<Database>) {
  const database = await opening;
  await migrate(database);
  return database;
}

let target: { env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> };

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const scratch = await createScratchPostgres();
    target = {
      env: { DATABASE_URL: scratch.url },
      open: () => migrated(createDatabase({ databaseUrl: scratch.url, poolMax: 2 })),
      drop: () => scratch.drop(),
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-operator-'));
    target = {
      env: { PGLITE_DIR: dir },
      open: () => migrated(createDatabase({ pgliteDir: dir })),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
});
afterAll(() => target?.drop());

function operatorCreate(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_URL, SEED_DEMO_DATA: 'false', ...target.env };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', 'scripts/operator-create.ts', ...args], { env });
}

// Each test starts a process that migrates an embedded database: slow on a busy machine.
describe('npm run operator:create', { timeout: 240_000 }, () => {
  it('creates an operator and prints a one-time link, valid 24 hours, that sets the password', async () => {
    const started = Date.now();
    const { stdout } = await operatorCreate('--email', 'Ops@Attune.example', '--name', 'Sam Jones');
    expect(stdout).toContain('Created the operator account ops@attune.example.');
    const link = /https:\/\/attune\.example\/auth\/reset-password\?token=([\w-]+)/.exec(stdout);
    expect(link, stdout).not.toBeNull();
    const token = link?.[1] as string;

    const database = await target.open();
    const app = await buildApp({ database, notifications: { inProcessWorker: false } });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'ops@attune.example'));
      expect(user).toMatchObject({ userType: 'operator', firstName: 'Sam', lastName: 'Jones' });
      const [reset] = await database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user?.id as string));
      const lifetime = (reset?.expiresAt.getTime() ?? 0) - started;
      expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);

      const set = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, newPassword: PASSWORD },
      });
      expect(set.statusCode, set.body).toBeLessThan(300);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ops@attune.example', password: PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().user.userType).toBe('operator');
      const reports = await app.inject({
        method: 'GET',
        url: '/api/operator/reports',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(reports.statusCode).toBe(200);
      // The link works once.
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, newPassword: `${PASSWORD}!` },
      });
      expect(again.statusCode).toBe(400);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("refuses an address that belongs to someone else's account, and bad arguments", async () => {
    const database = await target.open();
    await database.db
      .insert(users)
      .values({ email: 'student@attune.example', username: 'a_student', password: 'x', userType: 'user' });
    await database.close();
    await expect(
      operatorCreate('--email', 'student@attune.example', '--name', 'A Student'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("already has an account that is not an operator's"),
    });
    await expect(operatorCreate('--email', 'not-an-address', '--name', 'X')).rejects.toMatchObject({
      code: 2,
    });
  });

  // Issue 69: while `npm start` held the embedded database, the script printed "Created" and the
  // server's copy then overwrote the account. A running server's PGlite folder is now refused.
  it.runIf(testDatabaseKind() === 'pglite')(
    'refuses, saying why and what to do, while a server holds the embedded database, and creates nothing',
    async () => {
      const server = await startServer({ env: { PGLITE_DIR: target.env.PGLITE_DIR as string } });
      let refused: { code?: number; stdout?: string; stderr?: string } = {};
      try {
        await operatorCreate('--email', 'held@attune.example', '--name', 'Held Back').then(
          (ran) => expect.fail(`it ran while the server held the database:\n${ran.stdout}`),
          (err) => {
            refused = err;
          },
        );
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(refused.code).toBe(1);
      expect(refused.stdout).not.toContain('Created');
      expect(refused.stderr).toContain(
        `The embedded database in ${target.env.PGLITE_DIR} is in use by another Attune process`,
      );
      expect(refused.stderr).toContain('stop that process and run this again, or set DATABASE_URL');

      const database = await target.open();
      try {
        const held = await database.db.select().from(users).where(eq(users.email, 'held@attune.example'));
        expect(held).toEqual([]);
      } finally {
        await database.close();
      }
      // With the server stopped, the same command works, even over a lock a killed process left.
      const lock = path.join(target.env.PGLITE_DIR as string, LOCK_FILE);
      expect(fs.existsSync(lock)).toBe(false);
      const gone = await run(process.execPath, ['-e', 'console.log(process.pid)']);
      fs.writeFileSync(lock, gone.stdout.trim());
      const { stdout } = await operatorCreate('--email', 'held@attune.example', '--name', 'Held Back');
      expect(stdout).toContain('Created the operator account held@attune.example.');
    },
  );
});
