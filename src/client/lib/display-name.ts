import type { AuthUser } from './auth';

/** A person's name as the screens show it: first and last name, else the username. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
