import { createHash } from 'node:crypto';
import type { ImageOwner } from '../../common/media';
import { processImage } from './images';
import type { MediaStorage } from './storage';

const FOLDERS: Record<ImageOwner, string> = { studio: 'studios', class: 'classes', teacher: 'teachers' };

/**
 * Re-encodes and stores a photo at every size, then returns the URL to save as `imageUrl` (the
 * detail size; the card size sits beside it, see imageVariantUrl).
 */
export async function storePhoto(
  media: MediaStorage,
  owner: ImageOwner,
  ownerId: string,
  upload: Buffer,
): Promise<string> {
  const { hash, variants } = await processImage(upload, owner);
  // Named for this studio or class as well as the content: the same photo on two studios is two
  // sets of files, so removing one never breaks the other.
  const name = createHash('sha256').update(`${ownerId}:${hash}`).digest('hex').slice(0, 32);
  const key = (variant: string) => `${FOLDERS[owner]}/${name}-${variant}.webp`;
  await Promise.all(
    Object.entries(variants).map(([variant, body]) => media.put(key(variant), body, 'image/webp')),
  );
  return media.url(key('detail'));
}

/** Removes the files of a photo that is no longer used; other URLs (demo artwork) are left alone. */
export async function removePhoto(media: MediaStorage, imageUrl: string | null, keep: string): Promise<void> {
  if (!imageUrl || imageUrl === keep) return;
  const key = media.keyOf(imageUrl);
  if (!key) return;
  await Promise.all([media.delete(key), media.delete(key.replace(/-detail\.webp$/, '-card.webp'))]);
}
