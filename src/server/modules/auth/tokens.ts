import { createHash, randomBytes } from 'node:crypto';

const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** 32 bytes in base64url, unpadded. Anything else cannot be a token, so it is refused without a query. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The database keeps only a SHA-256 of each token: a leaked table cannot be replayed. A plain hash
 * (no salt, no stretching) is right here because the token already has 256 random bits.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(now: Date) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) };
}

/** The token from `Authorization: Bearer <token>`, or undefined when the header is absent or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const token = match?.[1];
  return token && TOKEN_RE.test(token) ? token : undefined;
}
