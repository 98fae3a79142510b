import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './download';

describe('dispositionFilename', () => {
  it('prefers the UTF-8 filename* of RFC 8187', () => {
    expect(
      dispositionFilename(
        `attachment; filename="Cafe-Zen-revenue.csv"; filename*=UTF-8''Caf%C3%A9%20Zen%20revenue.csv`,
      ),
    ).toBe('Café Zen revenue.csv');
  });
  it('falls back to the plain filename, and to nothing without a header', () => {
    expect(dispositionFilename('attachment; filename="attune-data.json"')).toBe('attune-data.json');
    expect(dispositionFilename(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('a.csv');
    expect(dispositionFilename(null)).toBeUndefined();
  });
});
