// A gift card's code as people read and type it (docs/decisions/0057). Shared by the server, which
// draws and checks codes, and the page, which tidies what is typed.

/** Upper-case letters and digits without the look-alikes 0/O and 1/I/L: 31 characters. */
export const GIFT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CODE_LENGTH = 16;

/** The code as stored and compared: upper case, without hyphens or spaces ("k7qm-2xwp…" → "K7QM2XWP…"). */
export function normaliseGiftCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a normalised code could be one: the right length, from the alphabet only. */
export function isGiftCodeShape(code: string): boolean {
  return code.length === GIFT_CODE_LENGTH && [...code].every((c) => GIFT_CODE_ALPHABET.includes(c));
}

/** As the e-mail shows it: groups of four, "K7QM-2XWP-9RTA-HC4N". */
export function formatGiftCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
