import { z } from 'zod';

// Text an owner types, shared by the owner forms and the API. Control characters (NUL, escape
// codes) are refused everywhere: PostgreSQL cannot store NUL and the others only hide or corrupt text.
// Multi-line fields keep line breaks and tabs.

// Also the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): a name
// holding one can show its text reversed ("gpj.exe" read as "exe.jpg") wherever it is printed.
// Other format characters (the zero-width joiner of emoji sequences) stay allowed.
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\n\r\t]|[\u202A-\u202E\u2066-\u2069]/u;

const notAllowed = (label: string) => `${label} contains characters that are not allowed`;

function text(label: string, max: number, multiline: boolean) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(v), notAllowed(label));
}

/** Required one-line text: trimmed, not empty. */
export function requiredText(label: string, max: number) {
  return text(label, max, false).refine((v) => v.length > 0, `${label} is required`);
}

/**
 * Optional text: missing, null and "" (an empty form field) all mean "none" (null). In a partial
 * update, missing leaves the value alone while null or "" clears it.
 */
export function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return text(label, max, options.multiline ?? false)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A whole number between min and max, named in every message. */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({
      error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
    })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);
}

/** An https address (websites, meeting links): http is refused, as are addresses without a host name. */
export function httpsUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, `${label} must be an https:// address, e.g. https://example.com`)
    .nullish()
    .transform((v) => (v ? v : null));
}
