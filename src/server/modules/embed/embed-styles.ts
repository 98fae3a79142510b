import fs from 'node:fs';
import path from 'node:path';

/** The built stylesheet's hashed "basic" cuts of Inter and Fraunces (docs/decisions/0015). */
const BASIC_FONT = /\/assets\/(inter|fraunces)-basic-[\w-]+\.woff2/g;

/**
 * The brand's two faces as @font-face rules pointing at the built client's font files, or nothing
 * when the client is not built (the widget then sets the same fallbacks the site does).
 */
export function brandFontFaces(clientDir: string): string {
  const index = path.join(clientDir, 'index.html');
  if (!fs.existsSync(index)) return '';
  const sheet = /href="\/(assets\/[^"]+\.css)"/.exec(fs.readFileSync(index, 'utf8'))?.[1];
  if (!sheet || !fs.existsSync(path.join(clientDir, sheet))) return '';
  const css = fs.readFileSync(path.join(clientDir, sheet), 'utf8');
  const urls = new Map([...css.matchAll(BASIC_FONT)].map((m) => [m[1], m[0]]));
  const face = (family: string, weights: string, url: string | undefined) =>
    url
      ? `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weights};src:url(${url}) format("woff2-variations")}`
      : '';
  return (
    face('Inter Variable', '400 700', urls.get('inter')) +
    face('Fraunces Variable', '400 600', urls.get('fraunces'))
  );
}

/**
 * The widget's whole stylesheet, inline: the brand's palette, type and shapes (BRAND.md), written
 * once here rather than pulled from the app's Tailwind build, which is 30 times larger.
 */
export const EMBED_CSS = `
:root{--ink:#1f2a2e;--muted:#5b6770;--sand:#faf7f2;--surface:#fff;--line:#e7e1d8;--sage:#3f6b5c;--sage-hover:#335848;--danger:#b42318;--success:#067647;--warn:#b54708;
--sans:"Inter Variable",ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;--display:"Fraunces Variable",ui-serif,Georgia,"Times New Roman",serif}
*{box-sizing:border-box}
html{background:var(--sand);color:var(--ink);font-family:var(--sans);font-size:16px;line-height:1.6;-webkit-text-size-adjust:100%}
body{margin:0;padding:16px;overflow-wrap:break-word}
h1,h2{font-family:var(--display);font-weight:500;line-height:1.15;letter-spacing:-0.01em;margin:0}
h1{font-size:1.375rem}
h2{font-size:1rem;font-family:var(--sans);font-weight:600;color:var(--muted);margin:20px 0 8px}
p{margin:0}
a{color:var(--sage)}
:focus-visible{outline:2px solid var(--sage);outline-offset:2px}
.sub{color:var(--muted);font-size:.875rem;margin-top:4px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
li{display:grid;grid-template-columns:1fr auto;grid-template-areas:"time price" "what act";align-items:center;gap:4px 12px;background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:12px 16px}
.time{grid-area:time}.what{grid-area:what}.price{grid-area:price;text-align:right}.act{grid-area:act;display:inline-flex;align-items:center;justify-content:flex-end;gap:12px}
.time{font-variant-numeric:tabular-nums;font-weight:600}
.what{min-width:0}
.title{font-weight:600}
.meta{color:var(--muted);font-size:.875rem}
.price{font-weight:600;font-variant-numeric:tabular-nums}
.book{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:0 18px;border-radius:999px;background:var(--sage);color:#fff;font-weight:600;font-size:.875rem;text-decoration:none}
.book:hover{background:var(--sage-hover)}
.tag{display:inline-flex;align-items:center;min-height:28px;padding:0 12px;border-radius:999px;font-size:.875rem;font-weight:600;border:1px solid var(--line);background:var(--sand)}
.full{color:var(--warn)}
.cancelled{color:var(--danger)}
li.off .title{text-decoration:line-through;text-decoration-color:var(--muted)}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.empty{margin-top:16px;padding:24px 16px;text-align:center;color:var(--muted);background:var(--surface);border:1px dashed var(--line);border-radius:12px}
footer{margin-top:16px;font-size:.875rem;color:var(--muted)}
@media (min-width:560px){body{padding:20px 24px}li{grid-template-columns:7.5rem 1fr auto auto;grid-template-areas:"time what price act";gap:8px 16px}.act{min-width:10.5rem}}
`
  .replace(/\n/g, '')
  .trim();
