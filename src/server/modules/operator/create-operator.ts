import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_PATH } from '../../../common/schemas/password-reset';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { insertResetToken } from '../auth/password-reset.repository';
import { hashToken } from '../auth/tokens';

/** How long the link printed for a new operator works: a day, not the 30 minutes of a forgotten password. */
export const OPERATOR_LINK_HOURS = 24;
const HOUR_MS = 3_600_000;

export interface NewOperator {
  email: string;
  name: string;
}

/**
 * `npm run operator:create`: makes an operator account (docs/decisions/0079) with a password nobody
 * knows, and answers a one-time link to the password-reset page, valid 24 hours, where the operator
 * sets their own. An address that already belongs to an operator gets a fresh link; one that belongs
 * to anyone else is refused (an account never changes its kind here).
 */
export async function createOperator(
  db: Db,
  input: NewOperator,
  publicUrl: string,
  now: Date,
): Promise<{ userId: string; created: boolean; link: string }> {
  const email = input.email.trim().toLowerCase();
  const [firstName, ...rest] = input.name.trim().split(/\s+/);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.email, email));
    if (existing && existing.userType !== 'operator') {
      throw new Error(`${email} already has an account that is not an operator's; use another address.`);
    }
    let userId = existing?.id;
    if (!userId) {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          username: `operator-${randomBytes(4).toString('hex')}`,
          password: await hashPassword(randomBytes(32).toString('base64url')),
          firstName: firstName || null,
          lastName: rest.join(' ') || null,
          userType: 'operator',
        })
        .returning({ id: users.id });
      userId = row?.id as string;
    }
    const token = randomBytes(32).toString('base64url');
    await insertResetToken(tx, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + OPERATOR_LINK_HOURS * HOUR_MS),
      createdAt: now,
    });
    const link = `${publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
    return { userId, created: !existing, link };
  });
}
