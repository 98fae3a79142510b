import { eq } from 'drizzle-orm';
import type { WaiverQuestion } from '../../../common/schemas/waiver';
import type { DbOrTx } from '../../db/client';
import { FORMER_MEMBER } from '../../db/deleted-accounts';
import { waiverSignatures } from '../../db/schema';
import type { HealthCipher } from '../../lib/health-cipher';
import { answerLines } from './answers';
import { openAnswers } from './sealed-answers';
import { pdfUrl } from './signatures.service';
import { signatureDetails } from './waivers.repository';

// A person's rights over their signatures: the export (access, portability) holds every signature
// with its answers and a link to its PDF; the account's deletion (erasure) erases the answers and
// what identifies the signer, leaving the studio the fact that version N was signed at a time.

/** GET /api/user/export's `waiverSignatures`: every signature of the person, answers opened. */
export async function exportSignatures(db: DbOrTx, cipher: HealthCipher, userId: string) {
  const rows = await signatureDetails(db).where(eq(waiverSignatures.userId, userId));
  return rows.map(({ signature: s, waiver, studio }) => {
    const answers = openAnswers(cipher, s.answersSealed, s.id);
    return {
      id: s.id,
      studioId: studio.id,
      studioName: studio.name,
      version: s.version,
      title: waiver.title,
      fullName: s.fullName,
      healthConsent: s.healthConsent,
      signedAt: s.signedAt,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      answers: answers ? answerLines(waiver.questions as WaiverQuestion[], answers) : [],
      erasedAt: s.erasedAt,
      pdf: pdfUrl(s.id),
    };
  });
}

/** Account deletion: the answers, the typed name, the address and the browser are erased. */
export async function eraseSignatures(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(waiverSignatures)
    .set({ answersSealed: null, fullName: FORMER_MEMBER, ipAddress: null, userAgent: null, erasedAt: now })
    .where(eq(waiverSignatures.userId, userId));
}
