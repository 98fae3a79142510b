import { createHash, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe token looks like (unsubscribe-token.ts): `<user id>.<kind>.<signature>`. */
const TOKEN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z-]+\.[A-Za-z0-9_-]+/i;

/**
 * The unsubscribe token a mail names: in its subject, as List-Unsubscribe's mailto writes it
 * ("unsubscribe <token>"), or else anywhere in its text, for a client that lost the subject.
 */
export async function unsubscribeTokenOfMail(raw: Buffer): Promise<string | undefined> {
  // The MIME parser loads with the first inbound mail (about 0.2 s), not at every start.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextLinks: true });
  return TOKEN.exec(mail.subject ?? '')?.[0] ?? TOKEN.exec(mail.text ?? '')?.[0];
}

/** Whether `given` is the inbound secret, compared in constant time. */
export function isInboundSecret(secret: string, given: string | undefined): boolean {
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(secret), digest(given));
}

/** The secret an inbound-mail request presents: `Authorization: Bearer <secret>`, or Basic with it as the password. */
export function presentedSecret(authorization: string | undefined): string | undefined {
  const [scheme = '', value = ''] = (authorization ?? '').split(' ', 2);
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() !== 'basic') return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}
