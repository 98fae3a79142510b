import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { classEntries, countPublic, latestChange, studioEntries } from './sitemap.repository';
import { sitemapIndexXml, urlSetXml } from './sitemap.xml';

/**
 * URLs per sitemap file. The protocol allows 50,000; 5,000 keeps a file small enough to build in one
 * query and send in a few milliseconds, and 1,000 studios with 3,000 classes still fit one file each.
 */
export const SITEMAP_FILE_SIZE = 5_000;

/** The public pages that are not a studio or a class: the ones a search engine should know. */
const SITE_PAGES = [
  '/home', // the marketplace's home: / once launched (docs/decisions/0085)
  '/browse',
  '/studios',
  '/gift-cards',
  '/our-story',
  '/contact',
  '/privacy',
  '/terms',
  '/help',
  '/careers',
  '/press',
  '/get-the-app',
];

const FILE = /^(studios|classes)-([1-9]\d{0,5})\.xml$/;

interface SeoOptions {
  /** Where Attune is served (PUBLIC_URL): sitemaps and robots.txt name absolute URLs. */
  publicUrl: string;
  /** SITE_LAUNCHED: the home is / and the coming-soon page /coming-soon. */
  siteLaunched: boolean;
}

/**
 * /robots.txt and /sitemap.xml, a sitemap index of the site's pages, its studios and its classes,
 * in files of SITEMAP_FILE_SIZE (docs/decisions/0075). Cached for an hour: search engines read them
 * rarely, and a new class appearing an hour late costs nothing.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { publicUrl, siteLaunched }) => {
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const now = app.clock();
    const [counts, lastmod] = await Promise.all([countPublic(app.db, now), latestChange(app.db, now)]);
    const files: { path: string; lastmod?: Date }[] = [{ path: '/sitemaps/pages.xml' }];
    for (const kind of ['studios', 'classes'] as const) {
      const pages = Math.max(1, Math.ceil(counts[kind] / SITEMAP_FILE_SIZE));
      for (let page = 1; page <= pages; page++)
        files.push({ path: `/sitemaps/${kind}-${page}.xml`, lastmod });
    }
    return xml(reply, sitemapIndexXml(publicUrl, files));
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, (_request, reply) =>
    xml(
      reply,
      urlSetXml(
        publicUrl,
        SITE_PAGES.map((path) => ({ path: siteLaunched && path === '/home' ? '/' : path })),
      ),
    ),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const offset = (Number(match[2]) - 1) * SITEMAP_FILE_SIZE;
      const read = match[1] === 'studios' ? studioEntries : classEntries;
      const entries = await read(app.db, app.clock(), offset, SITEMAP_FILE_SIZE);
      // Page 1 always answers, even empty; a page past the end is not a page.
      if (entries.length === 0 && offset > 0)
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return xml(reply, urlSetXml(publicUrl, entries));
    },
  );
};
