import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { ClassWithDetails, StudioDetail } from '../../common/schemas/class';
import type { PublicSession } from '../../common/schemas/session';
import type { Studio } from '../../common/schemas/studio';
import { classQuery, studioQuery } from '../lib/catalogue-queries';

// What a server-drawn page tells search engines and link previews, beyond its <title>: a canonical
// link, Open Graph and Twitter tags, and schema.org JSON-LD for a class's sessions (Event) and for a
// studio (docs/decisions/0075). Built from the answers the page was drawn with, as HTML for <head>.
// Imported by the server entry only: the browser's bundle never loads it.

const SITE_NAME = 'Attune';
const SITE_DESCRIPTION =
  "Discover and book yoga, mental health, reiki and sound bath classes at London's boutique studios.";
/** The picture a shared link shows when the page has no photo of its own (1200 × 630). */
const SHARE_IMAGE = '/images/share.png';
const DESCRIPTION_LIMIT = 200;

interface Metadata {
  title: string;
  description: string;
  /** A path on this site or an absolute URL. */
  image: string;
  type: 'website' | 'event' | 'business.business';
  jsonLd?: unknown;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: "<" escaped so no text of an owner's can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function shorten(text: string | null | undefined): string | undefined {
  const flat = text?.replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** Uploaded photos are WebP, which previews show; the seed's drawings are SVG, which they do not. */
const shareable = (imageUrl: string | null) => (imageUrl && !imageUrl.endsWith('.svg') ? imageUrl : null);

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).href;

function postalAddress(studio: Studio) {
  return {
    '@type': 'PostalAddress',
    streetAddress: studio.address,
    addressLocality: studio.city,
    ...(studio.postcode ? { postalCode: studio.postcode } : {}),
    addressCountry: 'GB',
  };
}

const EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  completed: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
} as const;

/** One schema.org Event per upcoming session of the class. */
function classEvents(cls: ClassWithDetails, origin: string) {
  const { studio } = cls;
  const online = cls.deliveryMethod === 'online';
  const pageUrl = absolute(origin, `/classes/${cls.id}`);
  const image = shareable(cls.imageUrl) ?? shareable(studio.imageUrl);
  return cls.upcomingSessions.map((session: PublicSession) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: cls.title,
    ...(cls.description ? { description: shorten(cls.description) } : {}),
    startDate: session.startTime,
    endDate: session.endTime,
    eventStatus: EVENT_STATUS[session.status],
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: pageUrl }
      : { '@type': 'Place', name: studio.name, address: postalAddress(studio) },
    organizer: { '@type': 'Organization', name: studio.name, url: absolute(origin, `/studios/${studio.id}`) },
    offers: {
      '@type': 'Offer',
      price: cls.price,
      priceCurrency: 'GBP',
      availability:
        session.status === 'scheduled' && session.availableSpots > 0
          ? 'https://schema.org/InStock'
          : 'https://schema.org/SoldOut',
      url: absolute(origin, `/booking/${session.id}`),
    },
    ...(image ? { image: absolute(origin, image) } : {}),
  }));
}

/** A studio as a local business: a gym when it teaches yoga, else a health and beauty business. */
function studioBusiness(studio: StudioDetail, origin: string) {
  const image = shareable(studio.imageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': studio.serviceTypes.includes('yoga') ? 'ExerciseGym' : 'HealthAndBeautyBusiness',
    name: studio.name,
    ...(studio.description ? { description: shorten(studio.description) } : {}),
    url: absolute(origin, `/studios/${studio.id}`),
    address: postalAddress(studio),
    ...(studio.phone ? { telephone: studio.phone } : {}),
    ...(image ? { image: absolute(origin, image) } : {}),
    // Only with reviews: a rating of 0 from nobody would be a false statement.
    ...(studio.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: studio.rating,
            reviewCount: studio.reviewCount,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
  };
}

function metadataFor(pathname: string, client: QueryClient, title: string, origin: string): Metadata {
  const plain: Metadata = { title, description: SITE_DESCRIPTION, image: SHARE_IMAGE, type: 'website' };
  const classMatch = matchPath('/classes/:id', pathname);
  if (classMatch?.params.id) {
    const cls = client.getQueryData(classQuery(classMatch.params.id).queryKey);
    if (!cls) return plain;
    const events = classEvents(cls, origin);
    return {
      title,
      description: shorten(cls.description) ?? `${cls.title} at ${cls.studio.name}, London.`,
      image: shareable(cls.imageUrl) ?? shareable(cls.studio.imageUrl) ?? SHARE_IMAGE,
      type: 'event',
      jsonLd: events.length > 0 ? events : undefined,
    };
  }
  const studioMatch = matchPath('/studios/:id', pathname);
  if (studioMatch?.params.id) {
    const studio = client.getQueryData(studioQuery(studioMatch.params.id).queryKey);
    if (!studio) return plain;
    return {
      title,
      description: shorten(studio.description) ?? `${studio.name}, ${studio.city}.`,
      image: shareable(studio.imageUrl) ?? SHARE_IMAGE,
      type: 'business.business',
      jsonLd: studioBusiness(studio, origin),
    };
  }
  return plain;
}

/**
 * The <head> tags of the server-drawn page at `url`: `title` is the page's own <title> text, `origin`
 * where the site is served (PUBLIC_URL), so the canonical link and the preview's URLs are absolute.
 * The canonical link leaves out the query: a filtered list is the same page to a search engine.
 */
export function pageMetadata(url: URL, client: QueryClient, title: string, origin: string): string {
  const meta = metadataFor(url.pathname, client, title, origin);
  const canonical = absolute(origin, url.pathname);
  const image = absolute(origin, meta.image);
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    ...Object.entries({
      'og:site_name': SITE_NAME,
      'og:type': meta.type,
      'og:title': meta.title,
      'og:description': meta.description,
      'og:url': canonical,
      'og:image': image,
      'og:locale': 'en_GB',
    }).map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}">`),
    ...Object.entries({
      'twitter:card': 'summary_large_image',
      'twitter:title': meta.title,
      'twitter:description': meta.description,
      'twitter:image': image,
    }).map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`),
  ];
  if (meta.description !== SITE_DESCRIPTION) {
    tags.push(`<meta name="description" content="${escapeAttribute(meta.description)}">`);
  }
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return tags.join('');
}
