/**
 * The app's stylesheet cut to what one server-rendered page draws (docs/decisions/0045). Everything
 * but the utilities is kept as it is (theme, base, fonts, keyframes); of the utilities, a rule stays
 * when its selector names a class the page's HTML uses, or no class at all. The page loads the whole
 * stylesheet after its first paint (public/paint-first.js) for what it draws later.
 */

const UTILITIES = '@layer utilities{';

/** The index just past the block that opens at `open` (a `{`), skipping quoted strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

interface Rule {
  /** The rule's text; for an at-rule (@media, @supports), its prelude. */
  text: string;
  /** Classes its selector names; empty when it names none (it is always kept). */
  classes: string[];
  /** An at-rule's own rules. */
  children?: Rule[];
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;

/** `.sm\:px-8`, `.\32 xl\:flex` as written in a class attribute: `sm:px-8`, `2xl:flex`. */
function unescapeClass(name: string): string {
  return name
    .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
}

function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const end = blockEnd(css, open);
    const prelude = css.slice(at, open);
    if (prelude.startsWith('@')) {
      rules.push({ text: prelude, classes: [], children: parseRules(css.slice(open + 1, end - 1)) });
    } else {
      const classes = [...prelude.matchAll(CLASS)].map((m) => unescapeClass(m[1] ?? ''));
      rules.push({ text: css.slice(at, end), classes });
    }
    at = end;
  }
  return rules;
}

function keptRules(rules: Rule[], used: Set<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.children) {
      const inner = keptRules(rule.children, used);
      if (inner) out += `${rule.text}{${inner}}`;
    } else if (rule.classes.length === 0 || rule.classes.some((c) => used.has(c))) {
      out += rule.text;
    }
  }
  return out;
}

/** How React writes the start of a class attribute (one space before every attribute). */
const CLASS_ATTRIBUTE = Buffer.from(' class="');
const QUOTE = 0x22;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/**
 * Every class a page's HTML uses, as the browser reads its class attributes. The page is read as the
 * bytes it is sent as: each attribute's value is found by a byte search and only it is decoded, so
 * the whole page is never turned into a string (docs/decisions/0096).
 */
function classesIn(html: Buffer): Set<string> {
  const used = new Set<string>();
  // A list repeats its cards' class attributes word for word: each distinct one is read once.
  const read = new Set<string>();
  let at = html.indexOf(CLASS_ATTRIBUTE);
  while (at >= 0) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf(QUOTE, start);
    if (end < 0) break;
    const value = html.toString('utf8', start, end);
    at = html.indexOf(CLASS_ATTRIBUTE, end);
    if (read.has(value)) continue;
    read.add(value);
    const decoded = value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
    for (const name of decoded.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** A function from a page's HTML (its UTF-8 bytes) to the part of `css` that page needs for its first paint. */
export function pageStyles(css: string): (html: Buffer) => string {
  const start = css.indexOf(UTILITIES);
  if (start < 0) return () => css;
  const end = blockEnd(css, start + UTILITIES.length - 1);
  const before = css.slice(0, start);
  const after = css.slice(end);
  const utilities = parseRules(css.slice(start + UTILITIES.length, end - 1));
  return (html) => `${before}${UTILITIES}${keptRules(utilities, classesIn(html))}}${after}`;
}
