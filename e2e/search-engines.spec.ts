import type { APIRequestContext } from '@playwright/test';
import { newStudent } from './support/accounts';
import { api } from './support/api';
import { paidBooking } from './support/bookings';
import { expect, test } from './support/test';

// What search engines and link previews read from the server's HTML (docs/decisions/0075): the
// schema.org JSON-LD of class and studio pages, the canonical link, Open Graph and Twitter tags.

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is read as the open structure it is.
type Json = any;

async function served(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

/** Every JSON-LD block of the page, parsed. */
const jsonLd = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

test.describe('search engines and link previews', () => {
  test('a class page carries an Event for each upcoming session, in person, with its offer', async ({
    request,
    ownClass,
    baseURL,
  }) => {
    const { cls, sessions } = await ownClass({
      class: { deliveryMethod: 'in-person' },
      startsInHours: [48, 72],
    });
    const [events] = jsonLd(await served(request, `/classes/${cls.id}`));
    expect(events).toHaveLength(2);
    for (const session of sessions) {
      const event = events.find((e: Json) => e.offers.url === `${baseURL}/booking/${session.id}`);
      expect(event, session.id).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: cls.title,
        startDate: session.startTime,
        endDate: session.endTime,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: cls.studio.name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: cls.studio.address,
            addressLocality: cls.studio.city,
            addressCountry: 'GB',
          },
        },
        organizer: {
          '@type': 'Organization',
          name: cls.studio.name,
          url: `${baseURL}/studios/${cls.studio.id}`,
        },
        offers: {
          '@type': 'Offer',
          price: cls.price,
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
        },
      });
    }
  });

  test('an online session is a VirtualLocation, and a full one is SoldOut', async ({
    request,
    ownClass,
    baseURL,
  }) => {
    const { cls, session } = await ownClass({ class: { deliveryMethod: 'online', maxParticipants: 1 } });
    const { token } = await newStudent(request, 'ld-full');
    await paidBooking(request, token, { cls, session });
    const [[event]] = jsonLd(await served(request, `/classes/${cls.id}`));
    expect(event).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${baseURL}/classes/${cls.id}` },
      offers: { availability: 'https://schema.org/SoldOut', priceCurrency: 'GBP' },
    });
  });

  test('a studio page is a local business, rated only when it has reviews', async ({ request, ownClass }) => {
    const reviewed = (await api.studios(request)).find((studio) => studio.reviewCount > 0);
    if (!reviewed) throw new Error('the demo data has no reviewed studio');
    const [business] = jsonLd(await served(request, `/studios/${reviewed.id}`));
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': reviewed.serviceTypes.includes('yoga') ? 'ExerciseGym' : 'HealthAndBeautyBusiness',
      name: reviewed.name,
      address: { '@type': 'PostalAddress', streetAddress: reviewed.address, addressCountry: 'GB' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviewed.rating,
        reviewCount: reviewed.reviewCount,
      },
    });

    const { cls } = await ownClass({ studio: { serviceTypes: ['reiki'] } });
    const [fresh] = jsonLd(await served(request, `/studios/${cls.studio.id}`));
    expect(fresh).toMatchObject({ '@type': 'HealthAndBeautyBusiness', name: cls.studio.name });
    expect(fresh).not.toHaveProperty('aggregateRating');
  });

  test('every public page has a canonical link and preview tags with an image that loads', async ({
    request,
    baseURL,
  }) => {
    const [cls] = await (await request.get('/api/classes?limit=1')).json();
    const [studio] = await (await request.get('/api/studios?limit=1')).json();
    for (const path of ['/', '/home', '/browse', '/studios', `/classes/${cls.id}`, `/studios/${studio.id}`]) {
      const html = await served(request, `${path}${path === '/browse' ? '?serviceType=yoga' : ''}`);
      // The canonical link leaves out the query: a filtered list is the same page.
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
      expect(metaContent(html, 'property', 'og:url'), path).toBe(`${baseURL}${path}`);
      expect(metaContent(html, 'property', 'og:title'), path).toMatch(/· Attune$/);
      expect(metaContent(html, 'property', 'og:description'), path).toBeTruthy();
      expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
      const image = metaContent(html, 'property', 'og:image') ?? '';
      expect(image.startsWith(`${baseURL}/`), path).toBe(true);
      const picture = await request.get(image);
      expect(picture.status(), image).toBe(200);
      expect(picture.headers()['content-type'], image).toMatch(/^image\/(png|webp|jpeg)/);
      // One description: a class's or a studio's own replaces the site's.
      expect(html.match(/<meta\s+name="description"/g), path).toHaveLength(1);
    }
  });

  test('robots.txt points to a sitemap index whose files list the public pages', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(files).toEqual([
      `${baseURL}/sitemaps/pages.xml`,
      `${baseURL}/sitemaps/studios-1.xml`,
      `${baseURL}/sitemaps/classes-1.xml`,
    ]);
    const studios = await (await request.get(`${baseURL}/sitemaps/studios-1.xml`)).text();
    const [studio] = await (await request.get('/api/studios?limit=1')).json();
    expect(studios).toContain(`<loc>${baseURL}/studios/${studio.id}</loc>`);
  });
});
