import { createHash, randomInt } from 'node:crypto';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from '../../../common/gift-code';

/**
 * A new code: 16 characters drawn one by one from the 31-character alphabet by the operating
 * system's CSPRNG (randomInt rejects the biased draws), about 79 bits.
 */
export function drawGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

/**
 * What the database keeps of a normalised code: its SHA-256. A fast unsalted hash is enough here
 * because the code is random with about 79 bits, not chosen by a person: there is no dictionary to
 * try, and a lookup by hash stays one index probe (docs/decisions/0057, as for tokens in 0004).
 */
export function hashGiftCode(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}
