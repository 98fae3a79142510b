import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * The name an owner sees for a student: first and last name, or the username when both are empty
 * (both are optional at sign-up). One expression, so the roster, the clients and the exports agree.
 */
export const studentName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;
