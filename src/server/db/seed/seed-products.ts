import type { products } from '../schema';

// The demo's passes and memberships (issue 29): a few studios sell the three kinds a studio sells,
// so a visitor sees a class pack, an intro offer and a membership on their pages. Others sell none,
// which is how a new studio looks. Fixed values: the seed is the same on every machine.

type ProductRow = typeof products.$inferInsert;
type SeedProduct = Omit<ProductRow, 'studioId'>;

const OFFERS: Record<string, SeedProduct[]> = {
  'Stillwater Yoga Shoreditch': [
    {
      kind: 'intro',
      name: 'New to Stillwater: 2 weeks',
      description: 'Three classes to try us out, for your first two weeks. Once per person.',
      price: '30.00',
      credits: 3,
      validDays: 14,
    },
    {
      kind: 'pack',
      name: '10-class pack',
      description: 'Ten classes of any kind, valid for three months. Share the mat, not the pack.',
      price: '150.00',
      credits: 10,
      validDays: 90,
    },
    {
      kind: 'membership',
      name: 'Unlimited monthly',
      description: 'Every class, every day. Renews monthly; cancel any time from your dashboard.',
      price: '120.00',
      credits: null,
      period: 'month',
    },
  ],
  'The Quiet Room Clapham': [
    {
      kind: 'pack',
      name: '5-class pack',
      description: 'Five classes, valid for two months.',
      price: '80.00',
      credits: 5,
      validDays: 60,
    },
    {
      kind: 'membership',
      name: '8 classes a month',
      description: 'Two classes a week, renewed on the same day each month.',
      price: '95.00',
      credits: 8,
      period: 'month',
    },
  ],
  'Resonance Sound House Hackney': [
    {
      kind: 'intro',
      name: 'First sound bath',
      description: 'Your first two sound baths at a welcome price, within a month.',
      price: '25.00',
      credits: 2,
      validDays: 30,
    },
    {
      kind: 'pack',
      name: '6 sound baths',
      description: 'Six sessions, valid for four months.',
      price: '132.00',
      credits: 6,
      validDays: 120,
    },
  ],
};

/** The product rows of the seeded studios that sell any, by studio name. */
export function seedProductRows(studios: Array<{ id: string; name: string }>): ProductRow[] {
  return studios.flatMap((studio) =>
    (OFFERS[studio.name] ?? []).map((offer) => ({ ...offer, studioId: studio.id })),
  );
}
