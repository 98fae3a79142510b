import type { DbOrTx } from '../../db/client';
import { contactMessages, waitlistSignups } from '../../db/schema';

/** Inserts a sign-up unless the e-mail is already there; returns undefined for a duplicate. */
export async function insertWaitlistSignup(db: DbOrTx, values: typeof waitlistSignups.$inferInsert) {
  const [row] = await db
    .insert(waitlistSignups)
    .values(values)
    .onConflictDoNothing({ target: waitlistSignups.email })
    .returning({ id: waitlistSignups.id });
  return row;
}

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row as { id: string };
}
