import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Health and intake answers are special-category data (UK GDPR art. 9): they are sealed by the app
// with AES-256-GCM before they reach the database, so a dump, a backup or an operator's query holds
// only ciphertext (docs/decisions/0128). GCM authenticates as it encrypts: a changed byte, another
// key or a row's answers copied to another row (the row id is the additional data) fails to open.

const VERSION = 'v1';
const IV_BYTES = 12;
export const HEALTH_KEY_BYTES = 32;

export interface HealthCipher {
  /** `plain` sealed for the row `rowId`: "v1.<iv>.<tag>.<ciphertext>", base64url. */
  seal(plain: string, rowId: string): string;
  /** The plain text sealed for `rowId`; throws when the text was changed or sealed for another row or key. */
  open(sealed: string, rowId: string): string;
}

export function healthCipher(key: Buffer): HealthCipher {
  if (key.length !== HEALTH_KEY_BYTES)
    throw new Error(`The health data key must be ${HEALTH_KEY_BYTES} bytes`);
  return {
    seal(plain, rowId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(rowId, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, rowId) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('Not sealed health data');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(rowId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** A key of the right length decoded from base64, or undefined. */
export function decodeHealthKey(base64: string): Buffer | undefined {
  const key = Buffer.from(base64.trim(), 'base64');
  return key.length === HEALTH_KEY_BYTES ? key : undefined;
}

/** A fresh random key, base64. */
export const newHealthKey = () => randomBytes(HEALTH_KEY_BYTES).toString('base64');
