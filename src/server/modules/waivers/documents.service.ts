import type { Waiver, WaiverInput, WaiverSaved } from '../../../common/schemas/waiver';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { findWaiver, insertVersion, lockOwnStudioForWaiver } from './waivers.repository';

const STUDIO_NOT_FOUND = 'Studio not found';

/**
 * PUT /api/studios/:id/waiver: a new version, never an edit, so every signature keeps pointing at the
 * words its student read. The studio's row is held FOR UPDATE while the version is written (with the
 * row's own waiver_version), so a booking, waitlist join, purchase or signature racing it either
 * finished first or sees this version (docs/decisions/0128). Another owner's studio reads as missing.
 */
export async function saveWaiver(
  { db, clock, actor }: Context,
  studioId: string,
  input: WaiverInput & { questions: NonNullable<WaiverInput['questions']> },
): Promise<WaiverSaved> {
  if (!isUuid(studioId)) throw notFound(STUDIO_NOT_FOUND);
  return db.transaction(async (tx) => {
    const studio = await lockOwnStudioForWaiver(tx, studioId, actor.id);
    if (!studio) throw notFound(STUDIO_NOT_FOUND);
    const version = (studio.waiverVersion ?? 0) + 1;
    await insertVersion(tx, {
      studioId,
      version,
      title: input.title,
      body: input.body,
      questions: input.questions,
      createdAt: clock(),
    });
    return { version };
  });
}

/** GET /api/studios/:id/waiver: the latest version, for anyone about to sign it. */
export async function currentWaiver(db: Db, studioId: string): Promise<Waiver> {
  const row = isUuid(studioId) ? await findWaiver(db, studioId) : undefined;
  if (!row) throw notFound('This studio has no waiver');
  return {
    version: row.version,
    title: row.title,
    body: row.body,
    questions: row.questions,
    studioId: row.studioId,
    createdAt: row.createdAt.toISOString(),
  };
}
