import { USER_TYPES, type UserType } from '../../../common/constants';
import type { User } from '../../../common/schemas/auth';
import type { users } from '../../db/schema';

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'username' | 'firstName' | 'lastName' | 'userType'
>;

/** The public user: an explicit pick, so a new column (or the password) never leaks by accident. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: (USER_TYPES as readonly string[]).includes(row.userType) ? (row.userType as UserType) : 'user',
  };
}
