import { z } from 'zod';

// The one rule for text a person types (owners, students, anyone on a public form), shared by the
// forms and the API. Control characters (NUL, escape codes) are refused everywhere: PostgreSQL cannot
// store NUL and the others only hide or corrupt text. Multi-line fields keep line breaks and tabs;
// single-line fields have their line breaks replaced by a space, so a name or a title cannot start a
// new line (or a new header) wherever it is printed.

// Also the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): a name
// holding one can show its text reversed ("gpj.exe" read as "exe.jpg") wherever it is printed.
// Other format characters (the zero-width joiner of emoji sequences) stay allowed.
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\n\r\t]|[\u202A-\u202E\u2066-\u2069]/u;
/**
 * A MIME encoded word ("=?utf-8?B?SGk=?="): mail programs show one in a Subject decoded, so a class
 * title could put other words in an e-mail's Subject than the ones it shows. No name needs one.
 */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

const LINE_BREAKS = /[\r\n]+/g;

/** Is the text allowed by the rule, for a field of one line or of several? */
export function allowedText(value: string, multiline: boolean): boolean {
  if (multiline) return !MULTI_LINE_FORBIDDEN.test(value);
  return !SINGLE_LINE_FORBIDDEN.test(value) && !ENCODED_WORD.test(value);
}

/** Single-line text as stored: each run of line breaks becomes a space. */
export const oneLine = (value: string) => value.replace(LINE_BREAKS, ' ');

const notAllowed = (label: string) => `${label} contains characters that are not allowed`;

/** A string the rule has been applied to: line breaks out of single-line text, trimmed, then checked. */
export function ruledString(label: string, multiline: boolean) {
  const string = z.string({
    error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`),
  });
  return (multiline ? string : string.overwrite(oneLine)).trim();
}

function text(label: string, max: number, multiline: boolean) {
  return ruledString(label, multiline)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => allowedText(v, multiline), notAllowed(label));
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
  return (
    z
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
      // Stored as the parser writes it: the parser drops tabs and line breaks that a raw copy would
      // carry into e-mails, and every later reader sees the address it was checked as.
      .transform((v) => (v ? new URL(v).href : null))
  );
}
