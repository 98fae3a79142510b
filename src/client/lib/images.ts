import type { ServiceType } from '../../common/constants';
import { type ImageVariant, imageVariantUrl } from '../../common/media';
import { isServiceType } from './service-types';

/**
 * Artwork for classes and studios without a photo. Each service type has several illustrations and
 * studios have their own set, chosen by a hash of the id: the same class always shows the same art,
 * and neighbours in a list rarely repeat one another.
 */
const CLASS_ART: Record<ServiceType, readonly string[]> = {
  yoga: ['/images/defaults/yoga.svg', '/images/defaults/yoga-2.svg', '/images/defaults/yoga-3.svg'],
  'mental-health': [
    '/images/defaults/mental-health.svg',
    '/images/defaults/mental-health-2.svg',
    '/images/defaults/mental-health-3.svg',
  ],
  reiki: ['/images/defaults/reiki.svg', '/images/defaults/reiki-2.svg', '/images/defaults/reiki-3.svg'],
  'sound-bath': [
    '/images/defaults/sound-bath.svg',
    '/images/defaults/sound-bath-2.svg',
    '/images/defaults/sound-bath-3.svg',
  ],
};

const STUDIO_ART = [
  '/images/defaults/studio-1.svg',
  '/images/defaults/studio-2.svg',
  '/images/defaults/studio-3.svg',
  '/images/defaults/studio-4.svg',
] as const;

/**
 * A small, stable hash of an id (FNV-1a), the same on the server render and in the browser. FNV's low
 * bits barely change between similar ids, so they are mixed with the high ones (Murmur3's finaliser)
 * before taking the remainder.
 */
export function stableIndex(id: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return (hash >>> 0) % count;
}

function pick<T>(list: readonly T[], id: string): T {
  return list[stableIndex(id, list.length)] as T;
}

/** A class's photo at the size a card or a detail page shows, else its service type's art for its id. */
export function classImage(
  cls: { id: string; imageUrl: string | null; serviceType: string },
  variant: ImageVariant,
): string {
  if (cls.imageUrl) return imageVariantUrl(cls.imageUrl, variant);
  return pick(CLASS_ART[isServiceType(cls.serviceType) ? cls.serviceType : 'yoga'], cls.id);
}

/** A studio's photo, else art of its own (a studio is a place, not one kind of class). */
export function studioImage(studio: { id: string; imageUrl: string | null }, variant: ImageVariant): string {
  if (studio.imageUrl) return imageVariantUrl(studio.imageUrl, variant);
  return pick(STUDIO_ART, studio.id);
}
