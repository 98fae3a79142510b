import { sql } from 'drizzle-orm';
import { FORMER_MEMBER, isDeletedAccount } from '../../db/deleted-accounts';
import { users } from '../../db/schema';

/**
 * The name an owner sees for a student: first and last name, or the username when both are empty
 * (both are optional at sign-up), and "Former member" once they have deleted their account. One
 * expression, so the roster, the clients and the exports agree.
 */
export const studentName = sql<string>`(case when ${isDeletedAccount} then ${FORMER_MEMBER}
  else coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username}) end)`;
