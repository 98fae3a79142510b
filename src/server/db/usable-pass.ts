import { type SQL, sql } from 'drizzle-orm';
import { passes } from './schema';

/**
 * A pass usable at `at`, in SQL: stored 'active', and renewing or not yet at its end. It is
 * passStatusAt's 'active' (src/common/pass-terms.ts) for queries that count passes.
 */
export function usablePassAt(at: Date): SQL {
  const instant = sql`${at.toISOString()}::timestamptz`;
  return sql`${passes.status} = 'active' and (${passes.renewsAt} is not null or ${passes.expiresAt} > ${instant})`;
}
