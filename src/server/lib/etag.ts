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

/** The SHA-256 of a part of an answer kept on its own (a card), from which the answer's tag is made. */
export function partDigest(part: Buffer): Buffer {
  return createHash('sha256').update(part).digest();
}

/**
 * The strong ETag of an answer made of kept parts in order (docs/decisions/0115): a digest of their
 * digests, under a `kind` naming how the parts are joined. Equal tags still mean equal bytes (the
 * same parts, joined the same way), which is all a validator and a kept compressed copy need, and
 * the parts' bytes are not hashed again for every answer.
 */
export function partsEtag(kind: string, digests: Buffer[]): string {
  const hash = createHash('sha256').update(kind);
  for (const digest of digests) hash.update(digest);
  return digestEtag(hash);
}
