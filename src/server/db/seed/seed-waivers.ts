import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_WAIVER_QUESTIONS } from '../../../common/schemas/waiver';
import { HEALTH_KEY_BYTES, healthCipher } from '../../lib/health-cipher';
import type { DbOrTx } from '../client';
import { studios, studioWaivers, waiverSignatures } from '../schema';

// Two demo studios ask for a waiver (issue 66), and Maya has signed one of them, so the roster's
// warnings and the signed PDF have something to show. Studios no demo journey books at: a fresh
// account booking a studio with a waiver is refused until it signs (docs/decisions/0128).

/** The studio Maya signed at, and one whose waiver nobody has signed yet. */
export const WAIVER_STUDIOS = { signed: 'Marylebone Mind Clinic', unsigned: 'Walthamstow Wellness House' };

const WAIVER_BODY = `I take part in classes at this studio at my own risk, and I will tell the teacher before class of any injury, condition or change in my health.

I will stop and rest whenever something hurts or feels wrong, and I understand the teacher may adapt or stop an exercise for my safety.

My answers below are read only by the studio's staff, to keep me safe in class.`;

export async function seedWaivers(
  tx: DbOrTx,
  input: {
    studios: { id: string; name: string }[];
    mayaId: string;
    now: Date;
    /** The server's HEALTH_DATA_KEY; unset (tests), a throwaway key: Maya's answers then stay sealed. */
    healthDataKey: Buffer | undefined;
  },
) {
  const idOf = (name: string) => input.studios.find((s) => s.name === name)?.id;
  const signedAt = new Date(input.now.getTime() - 7 * 86_400_000);
  for (const name of Object.values(WAIVER_STUDIOS)) {
    const studioId = idOf(name);
    if (!studioId) continue;
    const [waiver] = await tx
      .insert(studioWaivers)
      .values({
        studioId,
        version: 1,
        title: `${name}: waiver and health questions`,
        body: WAIVER_BODY,
        questions: DEFAULT_WAIVER_QUESTIONS,
        createdAt: new Date(input.now.getTime() - 30 * 86_400_000),
      })
      .returning({ id: studioWaivers.id });
    await tx.update(studios).set({ waiverVersion: 1 }).where(eq(studios.id, studioId));
    if (name !== WAIVER_STUDIOS.signed || !waiver) continue;
    const id = randomUUID();
    const cipher = healthCipher(input.healthDataKey ?? randomBytes(HEALTH_KEY_BYTES));
    const answers = {
      injuries: 'Recovering from a sprained left ankle',
      pregnancy: 'no',
      medication: 'no',
      'emergency-contact': 'Ravi Patel, 07700 900123',
    };
    await tx.insert(waiverSignatures).values({
      id,
      waiverId: waiver.id,
      studioId,
      version: 1,
      userId: input.mayaId,
      fullName: 'Maya Patel',
      healthConsent: true,
      answersSealed: cipher.seal(JSON.stringify(answers), id),
      signedAt,
      ipAddress: '127.0.0.1',
      userAgent: 'Attune demo seed',
    });
  }
}
