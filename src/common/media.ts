// The photos owners upload, as the server stores them: re-encoded to WebP at fixed sizes, so pages
// can set width and height before the image arrives (no layout shift).

interface ImageSize {
  width: number;
  height: number;
}

/**
 * Each upload is stored at these sizes, cropped to fill (the pages show them with object-fit: cover).
 * - card: the catalogue cards (16:10, shown at most 400 px wide, so 800 is sharp on 2x screens).
 * - detail: the class page (16:9) and the studio page (4:3), shown at most 800 px wide.
 */
export const IMAGE_SIZES = {
  studio: { card: { width: 800, height: 500 }, detail: { width: 1600, height: 1200 } },
  class: { card: { width: 800, height: 500 }, detail: { width: 1600, height: 900 } },
  // A teacher's portrait: square, shown small beside a class and at most 320 px wide on their page.
  teacher: { card: { width: 240, height: 240 }, detail: { width: 640, height: 640 } },
} as const satisfies Record<string, Record<string, ImageSize>>;

export type ImageOwner = keyof typeof IMAGE_SIZES;
export type ImageVariant = 'card' | 'detail';

/** Uploads larger than this are refused. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The public path prefix of stored photos. */
export const MEDIA_PREFIX = '/media/';

/**
 * The URL of one size of a stored photo. `imageUrl` (on a studio or class) names the detail size;
 * the card size sits beside it as `…-card.webp`. Other URLs (the demo artwork) are returned as they are.
 */
export function imageVariantUrl(imageUrl: string, variant: ImageVariant): string {
  if (!imageUrl.startsWith(MEDIA_PREFIX) || !imageUrl.endsWith('-detail.webp')) return imageUrl;
  return variant === 'detail' ? imageUrl : imageUrl.replace(/-detail\.webp$/, '-card.webp');
}
