import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema';

// A deleted account's row stays, so the studios' records keep their history (UK GDPR erasure of the
// person, not of the bookings): its e-mail and username become values nobody can sign in with. What
// owners then see of it is "Former member", never those placeholders (issue 69).

const DELETED_DOMAIN = 'deleted.invalid';

/** The e-mail a deleted account is left with: unique, and at a domain that can never receive mail. */
export const deletedEmail = (userId: string) => `deleted-${userId}@${DELETED_DOMAIN}`;

/** What an owner sees for a person who has deleted their account. */
export const FORMER_MEMBER = 'Former member';

/** True for the row whose e-mail this is (of `users` or an alias of it) when it is a deleted account's. */
export const isDeletedEmail = (email: AnyPgColumn) => sql<boolean>`(${email} like ${`%@${DELETED_DOMAIN}`})`;

/** True for a deleted account's row. */
export const isDeletedAccount = isDeletedEmail(users.email);

/** The e-mail an owner sees: none for a deleted account. */
export const shownEmail = sql<string>`(case when ${isDeletedAccount} then '' else ${users.email} end)`;
