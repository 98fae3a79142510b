import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FORMER_MEMBER, isDeletedEmail } from './deleted-accounts';
import { users } from './schema';

/** The columns a name is made of, of `users` or of an alias of it (a query naming two people). */
interface NameColumns {
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
}

/**
 * The name a person is shown by to owners and operators: first and last name, or the username when
 * both are empty (both are optional at sign-up), and "Former member" once they have deleted their
 * account. One expression, so the roster, the clients, the exports and the operator console agree.
 * Null when the row is missing (a left join that found nobody).
 */
export const personName = (
  u: NameColumns = users,
) => sql<string>`(case when ${isDeletedEmail(u.email)} then ${FORMER_MEMBER}
  else coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.username}) end)`;
