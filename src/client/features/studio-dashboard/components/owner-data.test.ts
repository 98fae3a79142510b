import { describe, expect, it } from 'vitest';
import type { Studio } from '../../../../common/schemas/studio';
import { classesAt, ownerStats, studiosOwnedBy } from './owner-data';

const studio = (id: string, userId: string, rating: string): Studio => ({
  id,
  userId,
  name: id,
  description: null,
  address: '1 Street',
  city: 'London',
  postcode: null,
  phone: null,
  website: null,
  imageUrl: null,
  rating,
  reviewCount: 0,
  serviceTypes: [],
  amenities: [],
  isActive: true,
  createdAt: '2030-01-01T00:00:00.000Z',
});

const mine = [studio('a', 'me', '4.80'), studio('b', 'me', '4.50')];
const theirs = [studio('c', 'them', '5.00')];

describe('studiosOwnedBy (SPEC §6)', () => {
  it('keeps only the studios whose userId is the owner', () => {
    expect(studiosOwnedBy([...theirs, ...mine], 'me').map((s) => s.id)).toEqual(['a', 'b']);
    expect(studiosOwnedBy(theirs, 'me')).toEqual([]);
  });
});

describe('classesAt', () => {
  it("keeps the classes of the owner's studios", () => {
    const classes = [
      { id: 1, studioId: 'a' },
      { id: 2, studioId: 'c' },
      { id: 3, studioId: 'b' },
    ];
    expect(classesAt(classes, mine).map((c) => c.id)).toEqual([1, 3]);
  });
});

describe('ownerStats', () => {
  it('counts studios and active classes, bookings are always 0, rating to one decimal', () => {
    expect(ownerStats(mine, [{ isActive: true }, { isActive: false }, { isActive: true }])).toEqual({
      totalStudios: 2,
      activeClasses: 2,
      totalBookings: 0,
      averageRating: '4.7',
    });
  });

  it('rounds the average half up to one decimal', () => {
    expect(ownerStats([studio('a', 'me', '4.70'), studio('b', 'me', '4.80')], []).averageRating).toBe('4.8');
    expect(ownerStats([studio('a', 'me', '3.33')], []).averageRating).toBe('3.3');
  });

  it("says '0.0' for an owner without studios", () => {
    expect(ownerStats([], [])).toEqual({
      totalStudios: 0,
      activeClasses: 0,
      totalBookings: 0,
      averageRating: '0.0',
    });
  });
});
