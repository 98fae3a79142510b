import { afterEach, expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { findBrokenInvariants } from '../../src/server/db/invariants';

/** Asserts that no row breaks an invariant of the booking core (src/server/db/invariants.ts). */
export async function expectInvariantsHold(db: Db, context = '') {
  const broken = await findBrokenInvariants(db);
  expect(
    broken,
    `broken invariants${context ? ` (${context})` : ''}:\n${JSON.stringify(broken, null, 2)}`,
  ).toEqual([]);
}

/** After each test of the file, whatever it raced, every invariant holds on its database. */
export function checkInvariantsAfterEach(db: () => Db) {
  afterEach(() => expectInvariantsHold(db()));
}
