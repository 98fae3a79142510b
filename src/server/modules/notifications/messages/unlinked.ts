// What a buyer writes (a gift message, a name) goes out in an e-mail to someone else, under Attune's
// name. Mail programs make a link of anything that looks like an address, in the HTML and in the
// plain text alike, so a stranger could send a phishing link that way (issue 63). Written as security
// teams write links they warn about ("https[:]//evil[.]example") it still reads, but links nowhere.

/** A scheme's colon before "//": "https://" becomes "https[:]//". */
const SCHEME_COLON = /\b([a-z][a-z0-9+.-]*):(?=\/\/)/giu;
/** One label of a host name: letters, digits and inner hyphens. */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** Any of the dots a host name may be written with (browsers read the ideographic ones as "."). */
const DOT = '[.\u3002\uFF0E\uFF61]';
const HOST = new RegExp(`${LABEL}(?:${DOT}${LABEL})+`, 'gu');
const IPV4 = /^\d{1,3}(?:\D\d{1,3}){3}$/u;

/**
 * Whether labels joined by dots could be a host a mail program links: the last label a word of two
 * letters or more ("example.com", "attune.london"), or an IPv4 address. "£40.00", "e.g." and "v1.2"
 * are left as written.
 */
function linkable(host: string): boolean {
  const last = host.split(new RegExp(DOT, 'u')).at(-1) ?? '';
  return /^\p{L}[\p{L}\p{N}-]+$/u.test(last) || IPV4.test(host);
}

/** `text` with every address-like part written so that no mail program makes a link of it. */
export function unlinked(text: string): string {
  return text
    .replace(SCHEME_COLON, '$1[:]')
    .replace(HOST, (host) => (linkable(host) ? host.replace(new RegExp(DOT, 'gu'), '[.]') : host));
}
