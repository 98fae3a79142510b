import type { SitemapEntry } from './sitemap.repository';

// The sitemaps protocol (sitemaps.org/protocol.html): an index of sitemap files, each a list of
// URLs with their last change. Paths and ids are ours, but escaped all the same.

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const lastmodTag = (at: Date | undefined) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '');

export function sitemapIndexXml(origin: string, files: { path: string; lastmod?: Date }[]): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(`${origin}${file.path}`)}</loc>${lastmodTag(file.lastmod)}</sitemap>`,
  );
  return `${HEAD}<sitemapindex ${NS}>\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function urlSetXml(origin: string, entries: { path: string; lastmod?: Date }[]): string {
  const items = entries.map(
    (entry) => `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmodTag(entry.lastmod)}</url>`,
  );
  return `${HEAD}<urlset ${NS}>\n${items.join('\n')}\n</urlset>\n`;
}

export type { SitemapEntry };
