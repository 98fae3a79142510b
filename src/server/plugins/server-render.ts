import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUERY_STATE_ELEMENT_ID } from '../../common/constants';

/** The part of src/client/entry-server.tsx the server uses (built to dist/ssr/entry-server.js). */
interface ServerEntry {
  renderPage(
    url: string,
  ): Promise<{ html: string; queryState: unknown; status: number } | { html: null; status: number } | null>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The page's HTTP status and, for a public page, its full HTML drawn with its data; html is null
     * when the browser should draw it (a signed-in page, a failed query). Null without a server bundle.
     */
    renderPage(url: string): Promise<{ html: string | null; status: number } | null>;
  }
}

const ROOT = '<div id="root"></div>';

/** React puts a page's <title> and the preloads it wants first; they belong in <head>. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)+/;

/** JSON inside <script>: "<" escaped so no answer can close the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * index.html with its stylesheet inlined: a server-rendered page then paints as soon as its HTML
 * arrives, without waiting for a render-blocking request (the page's compression covers the added
 * bytes; docs/decisions/0014 has the figures). Pages the browser draws keep the cached stylesheet link.
 */
function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(STYLESHEET, (link, file: string) => {
    const css = path.join(clientDir, file);
    return fs.existsSync(css) ? `<style>${fs.readFileSync(css, 'utf8')}</style>` : link;
  });
}

/** The upright "basic" cuts of Inter and Fraunces: the characters every page sets (docs/decisions/0015). */
const BASIC_FONT = /\/assets\/(?:inter|fraunces)-basic-[\w-]+\.woff2/g;

/**
 * Preloads for the fonts every page sets. Asked for as the <head> is read, they arrive before the
 * page is first laid out, so the text is set once in its own face instead of drawn in a fallback
 * and laid out all over again when the font lands (a whole-page style and layout pass).
 */
function preloadFonts(template: string): string {
  const fonts = [...new Set(template.match(BASIC_FONT) ?? [])];
  const links = fonts.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
  );
  return template.replace('<style>', `${links.join('')}<style>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The application starts after the server's HTML has been painted (public/paint-first.js): nothing
 * the first paint does not need is fetched before it, and hydration never delays it.
 */
function paintFirst(template: string): string {
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      (_script, entry: string) =>
        `<script type="module" src="/paint-first.js" id="attune-entry" data-entry="${entry}"></script>`,
    );
}

function composePage(template: string, rendered: { html: string; queryState: unknown }): string {
  const head = LEADING_HEAD_TAGS.exec(rendered.html)?.[0] ?? '';
  const body = rendered.html.slice(head.length);
  let page = template;
  if (head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>/, '');
  return page
    .replace('</head>', `${head}</head>`)
    .replace(
      ROOT,
      `<div id="root">${body}</div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson(rendered.queryState)}</script>`,
    );
}

/**
 * Server rendering of the public pages (docs/decisions/0014): they reach the browser drawn, so they
 * paint before any script runs. The page's queries are answered by this app's own routes through
 * inject(), the same answers (and micro-cache) the browser would get over HTTP.
 */
export const serverRenderPlugin = fp(
  async (app: FastifyInstance, opts: { entryPath: string; clientDir: string }) => {
    const indexPath = path.join(opts.clientDir, 'index.html');
    const available = fs.existsSync(opts.entryPath) && fs.existsSync(indexPath);
    const template = available
      ? paintFirst(preloadFonts(inlineStylesheets(fs.readFileSync(indexPath, 'utf8'), opts.clientDir)))
      : '';
    let entry: Promise<ServerEntry | null> | undefined;

    const load = () => {
      entry ??= import(pathToFileURL(opts.entryPath).href).then(
        (module: ServerEntry) => {
          module.setApiTransport(async (url, init) => {
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
            return new Response(answer.statusCode === 204 ? null : answer.body, {
              status: answer.statusCode,
              headers,
            });
          });
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

    app.decorate('renderPage', async (url: string) => {
      if (!available) return null;
      const module = await load();
      if (!module) return null;
      try {
        const rendered = await module.renderPage(url);
        if (!rendered) return null;
        return {
          html: rendered.html === null ? null : composePage(template, rendered),
          status: rendered.status,
        };
      } catch (err) {
        app.log.warn({ err, url }, 'server rendering failed: the browser draws the page');
        return null;
      }
    });
  },
);
