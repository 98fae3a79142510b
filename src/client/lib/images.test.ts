import { describe, expect, it } from 'vitest';
import { classImage, stableIndex, studioImage } from './images';

const ids = Array.from(
  { length: 60 },
  (_, i) => `0b6f${String(i).padStart(4, '0')}-9c1e-4a57-8d2b-5f3c7a1e${i}`,
);

describe('artwork without a photo', () => {
  it('gives classes of one service type several illustrations, not one', () => {
    const srcs = new Set(
      ids.map((id) => classImage({ id, imageUrl: null, serviceType: 'sound-bath' }, 'card')),
    );
    expect(srcs.size).toBe(3);
    for (const src of srcs) expect(src).toMatch(/^\/images\/defaults\/sound-bath(-\d)?\.svg$/);
  });

  it('chooses the same illustration for the same id every time', () => {
    for (const id of ids) {
      expect(classImage({ id, imageUrl: null, serviceType: 'yoga' }, 'card')).toBe(
        classImage({ id, imageUrl: null, serviceType: 'yoga' }, 'detail'),
      );
      expect(stableIndex(id, 4)).toBe(stableIndex(id, 4));
    }
  });

  it('gives studios their own art, spread over the set', () => {
    const srcs = new Set(ids.map((id) => studioImage({ id, imageUrl: null }, 'card')));
    expect([...srcs].sort()).toEqual([1, 2, 3, 4].map((n) => `/images/defaults/studio-${n}.svg`));
  });

  it('uses an uploaded photo at the size asked for, and other images as they are', () => {
    const photo = '/media/studios/abc-detail.webp';
    expect(studioImage({ id: 'x', imageUrl: photo }, 'card')).toBe('/media/studios/abc-card.webp');
    expect(studioImage({ id: 'x', imageUrl: photo }, 'detail')).toBe(photo);
    expect(classImage({ id: 'x', imageUrl: '/images/studios/lumen.svg', serviceType: 'reiki' }, 'card')).toBe(
      '/images/studios/lumen.svg',
    );
  });
});
