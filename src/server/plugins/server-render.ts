import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEHYDRATED_CLOCKS, markLaunched, QUERY_STATE_ELEMENT_ID } from '../../common/constants';
import { concurrencyLimit } from '../lib/concurrency-limit';
import { digestEtag, strongEtag } from '../lib/etag';
import { pageStyles } from '../lib/page-styles';

/** The part of src/client/entry-server.tsx the server uses (built to dist/ssr/entry-server.js). */
interface ServerEntry {
  renderPage(
    url: string,
    origin: string,
    launched: boolean,
  ): Promise<
    { html: Buffer; state: string; status: number; head: string } | { html: null; status: number } | null
  >;
  setApiTransport(transport: ReturnType<typeof injectTransport>): void;
  pageCacheKey(url: string, launched: boolean): string | undefined;
  preloadPages(): Promise<void>;
}

export interface PageDrawingOptions {
  /**
   * Whether nobody waits for the page any more (its client has gone): asked when its turn to be drawn
   * comes, so a page given up on while it queued is not drawn for nobody.
   */
  abandoned?: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The page's HTTP status and, for a public page, its full HTML drawn with its data; html is null
     * when the browser should draw it (a signed-in page, a failed query). Null without a server bundle.
     */
    renderPage(
      url: string,
      options?: PageDrawingOptions,
    ): Promise<{ html: Buffer | null; status: number; etag?: string } | null>;
    /**
     * What the data page at `url` draws from its URL, as one string (the read cache's key for it);
     * undefined for any other page, or before the server bundle has loaded.
     */
    pageCacheKey(url: string): string | undefined;
  }
}

const ROOT = '<div id="root"></div>';
const ROOT_OPEN = Buffer.from('<div id="root">');
/** index.html's description of the whole site. */
const SITE_DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
/** index.html's title, for every page that has none of its own. */
const SITE_TITLE = /<title>[^<]*<\/title>/;

/** The tags React may put first, each with what ends it. */
const LEADING_TAGS = (
  [
    ['<title>', '</title>'],
    ['<link ', '>'],
    ['<meta ', '>'],
  ] as const
).map(([open, close]) => [Buffer.from(open), Buffer.from(close)] as const);

/**
 * React puts a page's <title> and the preloads it wants first; they belong in <head>. The length in
 * bytes of that run of tags, found by byte search: React escapes `<` in text and `>` in attributes,
 * so a title ends at the first `</title>` and a link or meta at the first `>`.
 */
export function leadingHeadTagsLength(html: Buffer): number {
  let at = 0;
  for (;;) {
    // subarray stops at the end of the markup, where compare's range would throw.
    const close = LEADING_TAGS.find(([open]) => html.subarray(at, at + open.length).equals(open))?.[1];
    if (!close) return at;
    const end = html.indexOf(close, at);
    if (end < 0) return at;
    at = end + close.length;
  }
}
/** JSON inside <script>: "<" escaped so no answer can close the element early. */
function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
/** Where a server-rendered page's own styles go. */
const STYLE_SLOT = '<style></style>';

interface Stylesheet {
  href: string;
  css: string;
  forPage: (html: Buffer) => string;
}

/**
 * The built stylesheet index.html links. A server-rendered page carries the part of it the page
 * draws, inline, so it paints as soon as its HTML arrives without waiting for a render-blocking
 * request (docs/decisions/0014), and it stays within the first round trip of a new connection
 * (docs/decisions/0045). Pages the browser draws keep the cached stylesheet link.
 */
function readStylesheet(template: string, clientDir: string): Stylesheet | undefined {
  const file = STYLESHEET.exec(template)?.[1];
  const css = file && path.join(clientDir, file);
  if (!file || !css || !fs.existsSync(css)) return undefined;
  const text = fs.readFileSync(css, 'utf8');
  return { href: `/${file}`, css: text, forPage: pageStyles(text) };
}

/** The upright "basic" cuts of Inter and Fraunces: the characters every page sets (docs/decisions/0015). */
const BASIC_FONT = /\/assets\/(?:inter|fraunces)-basic-[\w-]+\.woff2/g;

/**
 * Preloads for the fonts every page sets. Asked for as the <head> is read, they arrive before the
 * page is first laid out, so the text is set once in its own face instead of drawn in a fallback
 * and laid out all over again when the font lands (a whole-page style and layout pass).
 */
function preloadFonts(template: string, css: string): string {
  const fonts = [...new Set(css.match(BASIC_FONT) ?? [])];
  const links = fonts.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
  );
  return template.replace(STYLE_SLOT, () => `${links.join('')}${STYLE_SLOT}`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The application, and the whole stylesheet, load after the server's HTML has been painted
 * (public/paint-first.js): nothing the first paint does not need is fetched before it, and hydration
 * never delays it.
 */
function paintFirst(template: string, stylesheet: Stylesheet | undefined): string {
  const styles = stylesheet ? ` data-stylesheet="${stylesheet.href}"` : '';
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      (_script, entry: string) =>
        `<script type="module" src="/paint-first.js" id="attune-entry" data-entry="${entry}"${styles}></script>`,
    );
}

/** index.html as the frame of every server-rendered page, its styles left to each page. */
function pageTemplate(index: string, stylesheet: Stylesheet | undefined): string {
  if (!stylesheet) return paintFirst(index, stylesheet);
  return paintFirst(preloadFonts(index.replace(STYLESHEET, STYLE_SLOT), stylesheet.css), stylesheet);
}

/**
 * The page's strong ETag: its markup and its data, without the clocks of the moment it was drawn,
 * and the build it was drawn for (`templateTag`), so a new release is a new tag. The markup is hashed
 * as the bytes it is sent as.
 */
function pageEtag(templateTag: string, html: Buffer, state: string): string {
  return digestEtag(
    createHash('sha256').update(templateTag).update(html).update(state.replace(DEHYDRATED_CLOCKS, '')),
  );
}

/**
 * index.html around what each page fills in (its styles, its head tags, its markup and data), cut
 * and encoded once at start-up: a page is one Buffer.concat of these pieces and its own bytes, with
 * no search, copy or re-encoding of the whole document per request (docs/decisions/0096).
 */
interface Frame {
  beforeStyle: Buffer;
  beforeHeadEnd: Buffer;
  beforeRoot: Buffer;
  afterRoot: Buffer;
}

/** `text` cut at the first `mark`, which is left out; all of it before when `mark` is absent. */
function cutAt(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + mark.length)];
}

/** The frame of a page that has its own title, its own description, both or neither. */
function cutFrame(template: string, ownTitle: boolean, ownDescription: boolean): Frame {
  let page = template;
  if (ownTitle) page = page.replace(SITE_TITLE, '');
  if (ownDescription) page = page.replace(SITE_DESCRIPTION, '');
  // A template without a style slot (no stylesheet built) has nothing before its styles.
  const [beforeStyle, fromStyle] = page.includes(STYLE_SLOT) ? cutAt(page, STYLE_SLOT) : ['', page];
  const [beforeHeadEnd, fromHeadEnd] = cutAt(fromStyle, '</head>');
  const [beforeRoot, afterRoot] = cutAt(`</head>${fromHeadEnd}`, ROOT);
  return {
    beforeStyle: Buffer.from(beforeStyle),
    beforeHeadEnd: Buffer.from(beforeHeadEnd),
    beforeRoot: Buffer.from(beforeRoot),
    afterRoot: Buffer.from(afterRoot),
  };
}

/** The four frames, indexed by ownTitle + 2 × ownDescription. */
const cutFrames = (template: string): Frame[] =>
  [false, true].flatMap((ownDescription) =>
    [false, true].map((ownTitle) => cutFrame(template, ownTitle, ownDescription)),
  );

function composePage(
  frames: Frame[],
  stylesheet: Stylesheet | undefined,
  rendered: { html: Buffer; state: string; metadata: string },
): Buffer {
  const leadingBytes = leadingHeadTagsLength(rendered.html);
  const leading = rendered.html.toString('utf8', 0, leadingBytes);
  const body = rendered.html.subarray(leadingBytes);
  const ownTitle = leading.includes('<title>');
  // A page that describes itself (a class, a studio) replaces the site's description.
  const ownDescription = rendered.metadata.includes('<meta name="description"');
  const frame = frames[Number(ownTitle) + 2 * Number(ownDescription)] as Frame;
  const style = stylesheet ? `<style>${stylesheet.forPage(body)}</style>` : '';
  return Buffer.concat([
    frame.beforeStyle,
    Buffer.from(style),
    frame.beforeHeadEnd,
    Buffer.from(`${leading}${rendered.metadata}`),
    frame.beforeRoot,
    ROOT_OPEN,
    body,
    Buffer.from(
      `</div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${rendered.state}</script>`,
    ),
    frame.afterRoot,
  ]);
}

/** What the page's data code reads of an answer (src/client/lib/api-client.ts's ApiResponse). */
interface InjectedAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/**
 * The page's API calls answered by this app's own routes through inject(): the same answers the
 * browser would get over HTTP, without a socket. The answer's text is handed over as it is: a fetch
 * Response around it would encode it to bytes and decode it back before parsing, for every answer of
 * every page.
 */
export function injectTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<InjectedAnswer> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    // The paged lists' headers travel too: the page reads its count and next cursor from them.
    const headers = new Headers({
      'content-type': String(answer.headers['content-type'] ?? 'application/json'),
    });
    for (const name of ['x-total-count', 'link']) {
      const value = answer.headers[name];
      if (value !== undefined) headers.set(name, String(value));
    }
    const body = answer.statusCode === 204 ? '' : answer.body;
    return {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
      json: async () => JSON.parse(body),
      text: async () => body,
    };
  };
}

/**
 * How many pages one process draws at a time; the others wait their turn, first come first served
 * (docs/decisions/0103). Drawing is CPU on the one JavaScript thread, so more at once only interleave:
 * under load every page then finished late and memory grew with each page in progress (`/browse` at
 * 50 connections: p99 3.2-3.7 s, against 1.0-1.4 s in turn, for the same pages a second). A few, not
 * one, so a page waiting for its data does not hold the others up.
 */
export const PAGES_DRAWN_AT_ONCE = 4;

/**
 * Server rendering of the public pages (docs/decisions/0014): they reach the browser drawn, so they
 * paint before any script runs. The page's queries are answered by this app's own routes through
 * inject(), the same answers (and micro-cache) the browser would get over HTTP.
 */
export const serverRenderPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { entryPath: string; clientDir: string; publicUrl: string; siteLaunched: boolean },
  ) => {
    const indexPath = path.join(opts.clientDir, 'index.html');
    const available = fs.existsSync(opts.entryPath) && fs.existsSync(indexPath);
    const index = available ? fs.readFileSync(indexPath, 'utf8') : '';
    const stylesheet = available ? readStylesheet(index, opts.clientDir) : undefined;
    const template = available ? markLaunched(pageTemplate(index, stylesheet), opts.siteLaunched) : '';
    const templateTag = strongEtag(template);
    const frames = cutFrames(template);
    let entry: Promise<ServerEntry | null> | undefined;
    /** The bundle once loaded, for what must be answered without waiting (pageCacheKey). */
    let loaded: ServerEntry | undefined;

    const load = () => {
      entry ??= import(pathToFileURL(opts.entryPath).href).then(
        async (module: ServerEntry) => {
          module.setApiTransport(injectTransport(app));
          // Every page's code too, so the first visitor after a start does not wait for it. A page
          // whose code fails to load fails its own render, logged there.
          await module.preloadPages().catch(() => undefined);
          loaded = module;
          return module;
        },
        (err: unknown) => {
          app.log.warn({ err }, 'server rendering unavailable: pages are drawn in the browser');
          return null;
        },
      );
      return entry;
    };

    // Loaded once the server listens, not before: a start-up is not slowed down by it.
    if (available) app.addHook('onListen', async () => void load());

    app.decorate('pageCacheKey', (url: string) => loaded?.pageCacheKey(url, opts.siteLaunched));

    const drawInTurn = concurrencyLimit(PAGES_DRAWN_AT_ONCE);
    // Each drawing composed as a whole document with its ETag. The read cache keeps the document, not
    // this plugin (plugins/read-cache.ts, docs/decisions/0123).
    app.decorate('renderPage', async (url: string, options: PageDrawingOptions = {}) => {
      if (!available) return null;
      const module = await load();
      if (!module) return null;
      return drawInTurn(async () => {
        if (options.abandoned?.()) return null;
        try {
          const rendered = await module.renderPage(url, opts.publicUrl, opts.siteLaunched);
          if (!rendered) return null;
          if (rendered.html === null) return { html: null, status: rendered.status };
          const state = scriptJson(rendered.state);
          return {
            html: composePage(frames, stylesheet, { html: rendered.html, state, metadata: rendered.head }),
            status: rendered.status,
            etag: pageEtag(templateTag, rendered.html, state),
          };
        } catch (err) {
          app.log.warn({ err, url }, 'server rendering failed: the browser draws the page');
          return null;
        }
      });
    });
  },
);
