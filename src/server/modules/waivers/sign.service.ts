import { randomUUID } from 'node:crypto';
import type { SignWaiverInput, WaiverSignature } from '../../../common/schemas/waiver';
import type { Context } from '../../context';
import type { HealthCipher } from '../../lib/health-cipher';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { checkedAnswers } from './answers';
import { sealAnswers } from './sealed-answers';
import { findAccountName, findWaiver, insertSignature, lockLatestVersion } from './waivers.repository';

/** Names compared as people mean them: any case, any runs of spaces. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Where a signature was made, as the request tells it: kept with the signature as its evidence. */
export interface SignedFrom {
  ip: string;
  userAgent: string | undefined;
}

/**
 * POST /api/studios/:id/waiver/signatures. In one transaction under a share lock on the studio's
 * row: a new version saved meanwhile either committed first (then this version is stale: 409
 * WAIVER_OUTDATED) or waits for this signature, which then holds the version the student read.
 */
export async function signWaiver(
  { db, clock, actor }: Context,
  cipher: HealthCipher,
  studioId: string,
  input: Omit<SignWaiverInput, 'answers'> & { answers: Record<string, string> },
  from: SignedFrom,
): Promise<WaiverSignature> {
  if (!isUuid(studioId)) throw notFound('This studio has no waiver');
  const account = await findAccountName(db, actor.id);
  const accountName =
    [account?.firstName, account?.lastName].filter(Boolean).join(' ').trim() || account?.username || '';
  if (!sameName(input.fullName, accountName)) {
    throw badRequest(`fullName must be the name on your account: ${accountName}`);
  }
  const now = clock();
  return db.transaction(async (tx) => {
    const studio = await lockLatestVersion(tx, studioId);
    if (!studio || studio.waiverVersion === null) throw notFound('This studio has no waiver');
    if (input.version < studio.waiverVersion) {
      throw conflict(
        'This waiver has changed since you opened it. Please read the new version and sign again.',
        'WAIVER_OUTDATED',
      );
    }
    const waiver =
      input.version === studio.waiverVersion ? await findWaiver(tx, studioId, input.version) : undefined;
    if (!waiver) throw badRequest(`version ${input.version} is not a version of this waiver`);
    const answers = checkedAnswers(waiver.questions, input.answers);
    if (waiver.questions.length > 0 && input.healthConsent !== true) {
      throw badRequest(
        'healthConsent must be true: the studio reads your health answers only with your explicit consent',
      );
    }
    const id = randomUUID();
    await insertSignature(tx, {
      id,
      waiverId: waiver.id,
      studioId,
      version: waiver.version,
      userId: actor.id,
      fullName: input.fullName,
      healthConsent: input.healthConsent === true,
      answersSealed: waiver.questions.length > 0 ? sealAnswers(cipher, answers, id) : null,
      signedAt: now,
      ipAddress: from.ip,
      userAgent: from.userAgent?.slice(0, 500) ?? null,
    });
    return { id, version: waiver.version, signedAt: now.toISOString() };
  });
}
