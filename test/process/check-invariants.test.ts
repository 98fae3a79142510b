import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { bookingRefunds } from '../../src/server/db/schema';
import { createSession, createUsersWithTokens, insertBookings } from '../helpers/fixtures';
import { createScratchPostgres, testDatabaseKind } from '../helpers/test-database';

const run = promisify(execFile);

// `npm run check:invariants` in its own process against a database of its own (the suite's PostgreSQL
// or an embedded PGlite in a folder), after a double refund was written straight into it (issue 63).

let target: { env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> };

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const scratch = await createScratchPostgres();
    target = {
      env: { DATABASE_URL: scratch.url },
      open: () => createDatabase({ databaseUrl: scratch.url, poolMax: 2 }),
      drop: () => scratch.drop(),
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-invariants-'));
    target = {
      env: { PGLITE_DIR: dir },
      open: () => createDatabase({ pgliteDir: dir }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
});
afterAll(() => target?.drop());

/** Runs the script; its exit code and what it printed (a failing run rejects with both). */
async function checkInvariants() {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/check-invariants.ts'], {
      env,
    });
    return { code: 0, stdout };
  } catch (err) {
    const failed = err as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** Writes into the database (migrated first), closing it before the script opens it. */
async function writing(write: (db: Database['db']) => Promise<void>) {
  const database = await target.open();
  try {
    await migrate(database);
    await write(database.db);
  } finally {
    await database.close();
  }
}

// Each run starts a process that opens the database (an embedded one is slow to open on a busy machine).
describe('npm run check:invariants', { timeout: 240_000 }, () => {
  it('fails on a booking refunded twice, naming the booking, where it passed before', async () => {
    const ids: Record<string, string> = {};
    await writing(async (db) => {
      const [operator, student] = await createUsersWithTokens(db, 2);
      const { sessionId } = await createSession(db, { price: '20.00' });
      // A card payment refunded £15.00 and then £15.00 again by operators.
      const [card] = await insertBookings(db, sessionId, [student?.id as string], {
        amountPaid: '20.00',
        paidAt: new Date(),
        paymentReference: 'demo_card',
      });
      ids.card = card as string;
      ids.operator = operator?.id as string;
    });
    expect(await checkInvariants()).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('all invariants hold'),
    });

    await writing(async (db) => {
      for (const amount of ['15.00', '15.00']) {
        await db.insert(bookingRefunds).values({
          bookingId: ids.card as string,
          amount,
          reason: 'Twice.',
          operatorId: ids.operator as string,
          createdAt: new Date(),
        });
      }
    });
    const { code, stdout } = await checkInvariants();
    expect(code, stdout).toBe(1);
    const broken = stdout.split('\n').filter((line) => line.startsWith('✗ refunds-within-paid'));
    expect(broken.join('\n'), stdout).toContain(`"booking_id":"${ids.card}"`);
  });
});
