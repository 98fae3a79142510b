// Server rendering of the public pages (built with `vite build --ssr`, loaded by
// src/server/plugins/server-render.ts). The data the page shows first is fetched in-process
// (app/route-data.ts) and the page is drawn with it; a query the page asks for beyond those is
// answered and the page drawn again. The HTML and the answers go to the browser, which hydrates from
// them instead of fetching and drawing the page itself.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { pageMetadata } from './app/page-metadata';
import { Providers } from './app/providers';
import { pageStateKey, prefetchRouteData } from './app/route-data';
import { AppRoutes, MarketplaceLayout } from './app/router';
import { marketplaceRoutes, standaloneRoutes } from './app/routes';
import { ServerQueryClientContext } from './components/query-provider';
import { ApiError, type ApiTransport, setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { servedPath, setSiteLaunched } from './lib/site-mode';

/**
 * A page drawn with its data. Drawn afresh on every call: the read cache keeps the whole document
 * for CATALOGUE_CACHE_SECONDS (src/server/plugins/read-cache.ts, docs/decisions/0123).
 */
export interface RenderedPage {
  /**
   * The markup of the page's root element, as the UTF-8 bytes React wrote: the server sends them as
   * they are, so a page is never decoded into a string and encoded back (docs/decisions/0096).
   */
  html: Buffer;
  /** The query answers it was drawn with, as JSON (TanStack Query's dehydrated state). */
  state: string;
  /** The HTTP status: 404 for a path no page has. */
  status: number;
  /** How many times the page was drawn: once when its data was fetched first (app/route-data.ts). */
  passes: number;
  /** Tags for <head> beyond the page's <title>: canonical link, link previews, JSON-LD (app/page-metadata.ts). */
  head: string;
}

/** A page the browser draws, but whose HTTP status the server already knows (a missing class). */
export interface UnrenderedPage {
  html: null;
  status: number;
}

/** A page's queries may depend on earlier answers (a class, then its studio): a few rounds at most. */
const MAX_PASSES = 4;

const allRoutes = [...standaloneRoutes, ...marketplaceRoutes];
const pages = allRoutes.filter((route) => route.path !== '*');
const notFoundPage = allRoutes.find((route) => route.path === '*');

/**
 * The page this path opens; the catch-all not-found page only when no other matches. No two of the
 * app's paths match the same URL, so the first match is the match: React Router's matchRoutes would
 * flatten and rank every route again on each call.
 */
function pageOf(pathname: string) {
  return pages.find((route) => matchPath(servedPath(route.path), pathname)) ?? notFoundPage;
}

/**
 * Loads the code of the layout and of every page the server draws. Loaded by its first render
 * instead, a page's modules were fetched, linked and evaluated while its first visitor after a start
 * waited, and the page was drawn twice (the first pass suspended on its own code).
 */
export async function preloadPages(): Promise<void> {
  await Promise.all([
    MarketplaceLayout.preload(),
    ...allRoutes.filter((route) => route.serverRendered).map((route) => route.Page.preload()),
  ]);
}

/** A query that failed because what the page shows does not exist (an unknown class or studio id). */
const missing = (error: unknown) => error instanceof ApiError && error.status === 404;

export type { ApiTransport };
export { setApiTransport };

async function draw(url: string, client: QueryClient): Promise<Buffer> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerQueryClientContext.Provider value={client}>
        <Providers>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </ServerQueryClientContext.Provider>
    </StrictMode>,
    // One document, never streamed in pieces: React would otherwise move large boundaries out of line
    // behind inline <script>s, which the Content-Security-Policy (script-src 'self') forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * What the page at `url` draws from it, as one string (app/route-data.ts); undefined for a page
 * whose drawing the key does not state (the sign-in page reads `redirect`, say).
 */
export function pageCacheKey(url: string, launched = false): string | undefined {
  setSiteLaunched(launched);
  return pageStateKey(new URL(url, 'http://attune.invalid'));
}

/**
 * The text of the page's <title>, as React wrote it (escaped), read back as plain text. React hoists
 * it to the start of the markup: only the bytes up to it are decoded.
 */
function titleOf(html: Buffer): string {
  const end = html.indexOf('</title>');
  const escaped =
    (end < 0 ? undefined : /<title>([^<]*)$/.exec(html.toString('utf8', 0, end))?.[1]) ?? 'Attune';
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The page at `url` drawn with its data, or null when the browser should draw it: a route that is not
 * server-rendered, or a query that failed, whose screen the client owns. A query that found nothing
 * (a missing class, say) still tells the server to answer 404 while the browser draws the page.
 * `origin`: where the site is served (PUBLIC_URL), for the absolute URLs of the <head> tags.
 * `launched`: the SITE_LAUNCHED setting, which decides what / and /home are (lib/site-mode.ts).
 */
export async function renderPage(
  url: string,
  origin = 'http://localhost:5000',
  launched = false,
): Promise<RenderedPage | UnrenderedPage | null> {
  setSiteLaunched(launched);
  const location = new URL(url, 'http://attune.invalid');
  const { pathname } = location;
  // Matched against every page, so a page the browser draws (the dashboard) is never taken for the
  // catch-all not-found page; no page has a path the not-found page answers, with HTTP 404.
  const page = pageOf(pathname);
  if (page?.serverRendered !== true) return null;
  const status = page === notFoundPage ? 404 : 200;
  const client = createQueryClient();
  try {
    await prefetchRouteData(client, location);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const html = await draw(url, client);
      const queries = client.getQueryCache().getAll();
      const failed = queries.filter((query) => query.state.status === 'error');
      if (failed.some((query) => missing(query.state.error))) return { html: null, status: 404 };
      if (failed.length > 0) return null;
      // A query the page keeps disabled here (the viewer's own places, a map not shown) waits for the
      // browser: fetching it would draw what the page does not show, or fail signed out.
      const waiting = queries.filter((query) => query.state.status === 'pending' && !query.isDisabled());
      // A boundary still suspended (code that first loaded during this pass) would need a script.
      if (waiting.length === 0 && !html.includes('<script')) {
        const head = pageMetadata(location, client, titleOf(html), origin);
        const state = JSON.stringify(dehydrate(client));
        return { html, state, status, passes: pass + 1, head };
      }
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  } finally {
    client.clear();
  }
}
