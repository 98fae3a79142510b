import { eq } from 'drizzle-orm';
import type { ClientWaiver, RosterWaiverFields, WaiverQuestion } from '../../../common/schemas/waiver';
import type { DbOrTx } from '../../db/client';
import { studios } from '../../db/schema';
import type { HealthCipher } from '../../lib/health-cipher';
import { answerLines, flagsOf } from './answers';
import { readSince } from './read-window';
import { openAnswers } from './sealed-answers';
import { findClientSignatures, findLatestSignatures } from './waivers.repository';

// What a studio's owner sees of their students' waivers: on the roster, whether each signed the
// current version and the flagged answers; on a client's page, the latest answers at each studio.
// Answers are opened only where the owner may read them (read-window); never for a CSV.

/**
 * For each student (by user id) booked on a session of the studio: the waiver (null when the studio
 * has none) and the flags of their latest signature there.
 */
export async function rosterWaivers(
  db: DbOrTx,
  cipher: HealthCipher,
  studioId: string,
  userIds: string[],
  now: Date,
): Promise<Map<string, RosterWaiverFields>> {
  const [studio] = await db
    .select({ version: studios.waiverVersion })
    .from(studios)
    .where(eq(studios.id, studioId));
  const current = studio?.version ?? null;
  const latest = await findLatestSignatures(db, studioId, [...new Set(userIds)], readSince(now));
  const byUser = new Map(latest.map((s) => [s.userId, s]));
  return new Map(
    userIds.map((userId) => {
      const s = byUser.get(userId);
      const answers = s?.readable ? openAnswers(cipher, s.answersSealed, s.id) : undefined;
      return [
        userId,
        {
          waiver: current === null ? null : { signed: s?.version === current, version: s?.version ?? null },
          flags: s && answers ? flagsOf(s.questions as WaiverQuestion[], answers) : [],
        },
      ];
    }),
  );
}

/** The client's latest answers at each of the owner's studios the owner may read them at. */
export async function clientWaivers(
  db: DbOrTx,
  cipher: HealthCipher,
  ownerId: string,
  userId: string,
  now: Date,
): Promise<ClientWaiver[]> {
  const rows = await findClientSignatures(db, ownerId, userId, readSince(now));
  return rows
    .filter((s) => s.readable)
    .map((s) => ({
      signatureId: s.id,
      studioId: s.studioId,
      studioName: s.studioName,
      version: s.version,
      signedAt: s.signedAt.toISOString(),
      answers: answerLines(s.questions as WaiverQuestion[], openAnswers(cipher, s.answersSealed, s.id) ?? {}),
    }));
}
