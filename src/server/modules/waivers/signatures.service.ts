import { eq } from 'drizzle-orm';
import type { UserWaiverSignature } from '../../../common/schemas/waiver';
import type { Db } from '../../db/client';
import { waiverSignatures } from '../../db/schema';
import type { HealthCipher } from '../../lib/health-cipher';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { answerLines } from './answers';
import { readSince } from './read-window';
import { openAnswers } from './sealed-answers';
import { signedWaiverPdf } from './signed-pdf';
import { findSignaturesOfUser, ownerMayRead, signatureDetails } from './waivers.repository';

export const pdfUrl = (signatureId: string) => `/api/waiver-signatures/${signatureId}.pdf`;

/** GET /api/user/waiver-signatures. */
export async function listSignatures(db: Db, userId: string): Promise<UserWaiverSignature[]> {
  const rows = await findSignaturesOfUser(db, userId);
  return rows.map((r) => ({ ...r, signedAt: r.signedAt.toISOString(), pdfUrl: pdfUrl(r.id) }));
}

const NOT_FOUND = 'Signature not found';

/**
 * GET /api/waiver-signatures/:id.pdf: for the student who signed, and for the owner of the studio;
 * a 404 to anyone else, as if it did not exist. The owner's copy holds the answers only while the
 * owner may read them (a booking upcoming or in the last 12 months); the operator is no exception.
 */
export async function signaturePdf(
  db: Db,
  cipher: HealthCipher,
  signatureId: string,
  viewerId: string,
  now: Date,
): Promise<Uint8Array> {
  if (!isUuid(signatureId)) throw notFound(NOT_FOUND);
  const [row] = await signatureDetails(db).where(eq(waiverSignatures.id, signatureId));
  if (!row) throw notFound(NOT_FOUND);
  const { signature, waiver, studio } = row;
  const isStudent = signature.userId === viewerId;
  if (!isStudent && studio.ownerId !== viewerId) throw notFound(NOT_FOUND);
  let readable = isStudent;
  if (!readable) {
    const [may] = await db
      .select({ ok: ownerMayRead(signature.studioId, signature.userId, readSince(now)) })
      .from(waiverSignatures)
      .where(eq(waiverSignatures.id, signatureId));
    readable = may?.ok === true;
  }
  const answers = readable ? openAnswers(cipher, signature.answersSealed, signature.id) : undefined;
  const questions = waiver.questions as Parameters<typeof answerLines>[0];
  return signedWaiverPdf({
    studioName: studio.name,
    title: waiver.title,
    version: waiver.version,
    body: waiver.body,
    answers: answers ? answerLines(questions, answers) : questions.length === 0 ? [] : undefined,
    answersNote: signature.erasedAt
      ? 'Erased when the account was deleted.'
      : 'Not shown: the studio reads the answers only while the student has a booking there that is upcoming or in the last 12 months.',
    fullName: signature.fullName,
    signedAt: signature.signedAt,
    signatureId: signature.id,
  });
}
