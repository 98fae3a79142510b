import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/uuid';
import { OPTIONAL_KINDS, type OptionalKind } from './unsubscribe.repository';

/** The path of the unsubscribe link; `?token=` follows. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * `<user id>.<kind>.<HMAC of both>`: whoever holds the e-mail may switch that one kind of message off
 * for that one person, without signing in (RFC 8058). It never expires, as an old e-mail's link must
 * still work; it can do nothing else.
 */
export function unsubscribeToken(key: string, userId: string, kind: OptionalKind): string {
  return `${userId}.${kind}.${mac(key, `${userId}.${kind}`)}`;
}

/** The user and kind a token names, when its signature is ours; undefined otherwise. */
export function readUnsubscribeToken(
  key: string,
  token: string,
): { userId: string; kind: OptionalKind } | undefined {
  const [userId = '', kind = '', signature = ''] = token.split('.');
  if (!isUuid(userId) || !Object.hasOwn(OPTIONAL_KINDS, kind)) return undefined;
  const expected = Buffer.from(mac(key, `${userId}.${kind}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind: kind as OptionalKind };
}
