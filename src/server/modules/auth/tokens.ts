import { createHash, randomBytes } from 'node:crypto';

const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** 32 bytes, 43 characters of base64url: the shape lib/bearer-token.ts accepts. */
const TOKEN_BYTES = 32;

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
