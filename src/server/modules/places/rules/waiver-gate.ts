import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { classes, sessions, studios, waiverSignatures } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';

// A studio with a waiver takes a student only once they have signed its latest version
// (docs/decisions/0128): a place (card, demo or pass), a waitlist entry, a product. The version is
// read from the studio's row under a lock that a new version's save conflicts with (FOR UPDATE), so
// nothing is taken against a version the student did not see: whichever commits first, the other
// sees it.

/**
 * SQL: the account `userId` may take a place at the studio `st` (an alias of studios whose row the
 * statement locks): it has no waiver, or the account signed its latest version. In the booking
 * statement the lock's re-check sees the newest studio row, so a version saved while it waited is
 * the one asked for.
 */
export function waiverSignedSql(userId: SQL, studioAlias: SQL): SQL {
  return sql`(${studioAlias}.waiver_version is null or exists (select 1 from ${waiverSignatures} ws
    where ws.user_id = ${userId} and ws.studio_id = ${studioAlias}.id
      and ws.version = ${studioAlias}.waiver_version))`;
}

export interface WaiverState {
  studioId: string;
  /** The studio's latest version; null without a waiver. */
  version: number | null;
  /** The account signed that version. */
  signed: boolean;
}

/**
 * The studio's latest version and whether `userId` signed it, read under a key-share lock on the
 * studio's row: a save of a new version (which holds the row FOR UPDATE) is either committed and
 * seen here, or waits until this transaction ends. Take it before the session's lock (class and
 * studio before session, as the booking statement does). By session, or by studio.
 */
export async function lockWaiverState(
  tx: DbOrTx,
  of: { sessionId: string } | { studioId: string },
  userId: string,
): Promise<WaiverState | undefined> {
  const studioId =
    'studioId' in of
      ? sql`${of.studioId}::uuid`
      : sql`(select ${classes.studioId} from ${classes} join ${sessions} on ${sessions.classId} = ${classes.id}
          where ${sessions.id} = ${of.sessionId}::uuid)`;
  const [row] = await tx
    .select({
      studioId: studios.id,
      version: studios.waiverVersion,
      signed: sql<boolean>`${waiverSignedSql(sql`${userId}::uuid`, sql`"studios"`)}`,
    })
    .from(studios)
    .where(eq(studios.id, studioId))
    .for('key share');
  return row ? { ...row, signed: row.signed === true || String(row.signed) === 'true' } : undefined;
}

/** 409 WAIVER_REQUIRED, naming what to sign, when the studio's latest waiver is unsigned. */
export function waiverRefusal(state: WaiverState | undefined): HttpError | undefined {
  if (!state || state.version === null || state.signed) return undefined;
  return waiverRequired(state.studioId, state.version);
}

export const waiverRequired = (studioId: string, version: number) =>
  new HttpError(
    409,
    "Please read and sign this studio's waiver before booking: it has a new or first version you have not signed yet.",
    {},
    'WAIVER_REQUIRED',
    { studioId, version },
  );
