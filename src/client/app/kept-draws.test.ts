import { describe, expect, it } from 'vitest';
import { drawKey, sameAnswers } from './kept-draws';

// A kept drawing's key: everything the drawing reads besides its code (docs/decisions/0111).
const state = (fetchedAt: number, title = 'Slow Flow') =>
  JSON.stringify({
    mutations: [],
    queries: [
      {
        queryKey: ['/api/classes', 'c1'],
        state: { data: { title }, dataUpdatedAt: fetchedAt, errorUpdatedAt: 0, status: 'success' },
        dehydratedAt: fetchedAt + 1,
      },
    ],
  });

const LONDON_NOON = Date.parse('2026-12-01T12:00:00Z');
const key = (
  changes: Partial<{ url: string; origin: string; launched: boolean; state: string; now: number }>,
) => {
  const all = {
    url: '/browse',
    origin: 'https://attune.example',
    launched: true,
    state: state(1),
    now: LONDON_NOON,
    ...changes,
  };
  return drawKey(all.url, all.origin, all.launched, all.state, all.now);
};

describe('drawKey', () => {
  it('is the same for the same answers fetched at other instants of the same day', () => {
    expect(key({ state: state(LONDON_NOON + 60_000), now: LONDON_NOON + 3_600_000 })).toBe(key({}));
    expect(sameAnswers(state(1), state(2))).toBe(true);
  });

  it('differs with the answers, the URL, the origin, the launch and the day', () => {
    const keys = [
      key({}),
      key({ state: state(1, 'Slow Flow!') }),
      key({ url: '/browse?serviceType=reiki' }),
      key({ origin: 'http://localhost:5000' }),
      key({ launched: false }),
      key({ now: LONDON_NOON + 86_400_000 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(sameAnswers(state(1), state(1, 'Slow Flow!'))).toBe(false);
  });

  it("takes London's date: a new key at London's midnight, in summer time too", () => {
    // 23:30 and 00:30 in London on a day of British Summer Time are 22:30 and 23:30 UTC, one UTC date.
    const before = Date.parse('2026-07-01T22:30:00Z');
    expect(key({ now: before + 3_600_000 })).not.toBe(key({ now: before }));
    expect(key({ now: before - 3_600_000 })).toBe(key({ now: before }));
  });
});
