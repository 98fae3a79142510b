import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSqlByShape } from '../../src/server/db/prepared';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The lists' page statements run named for their SQL text (docs/decisions/0093, 0101). A named
// statement is parsed once per connection and then only bound to new values: these tests hold that
// a statement run again answers for its new values, and that past the cap of names a query still
// runs, unnamed.
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});

afterAll(async () => {
  await testDb.close();
});

/** A statement whose text is its shape's and whose value is bound, as a list's statement is. */
const numbered = async (shape: number, value: number) =>
  (
    await runSqlByShape(
      testDb.database.db,
      sql`select ${sql.raw(String(shape))}::int as shape, ${value}::int as value from users limit 1`,
    )
  ).rows;

describe('statements run by shape', () => {
  it('answers for the values of each run, the same text bound again', async () => {
    await testDb.database.db.execute(sql`insert into users (email, username, password)
      values ('shape@example.com', 'shape', 'x')`);
    // More runs than the pool has connections, and past the five after which PostgreSQL may keep a
    // generic plan.
    for (let value = 1; value <= 30; value++) {
      expect(await numbered(0, value)).toEqual([{ shape: 0, value }]);
    }
  });

  it('still runs queries past the number of names it hands out, unnamed', async () => {
    for (let shape = 1; shape <= 300; shape++) {
      expect(await numbered(shape, shape * 2)).toEqual([{ shape, value: shape * 2 }]);
    }
  });
});
