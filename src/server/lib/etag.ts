import { createHash, type Hash } from 'node:crypto';

/**
 * A strong validator: a digest of the exact bytes of the answer (before any compression). It must stay
 * a cryptographic digest: compressed copies are kept by it (plugins/compressed-copies.ts), so two
 * bodies sharing a tag would share a copy.
 */
export function strongEtag(body: string | Buffer): string {
  return digestEtag(createHash('sha256').update(body));
}

/** The ETag of a body hashed in parts (its SHA-256, as strongEtag writes it). */
export function digestEtag(hash: Hash): string {
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}
