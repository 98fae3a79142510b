import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { healthCipher } from '../../src/server/lib/health-cipher';

// Health answers are sealed with AES-256-GCM, bound to their row (docs/decisions/0128).
describe('healthCipher', () => {
  const cipher = healthCipher(randomBytes(32));

  it('opens what it sealed for the same row, and seals the same text differently each time', () => {
    const sealed = cipher.seal('{"injuries":"knee"}', 'row-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('knee');
    expect(cipher.open(sealed, 'row-1')).toBe('{"injuries":"knee"}');
    expect(cipher.seal('{"injuries":"knee"}', 'row-1')).not.toBe(sealed);
  });

  it('refuses another row, another key and a changed byte', () => {
    const sealed = cipher.seal('pregnant', 'row-1');
    expect(() => cipher.open(sealed, 'row-2')).toThrow();
    expect(() => healthCipher(randomBytes(32)).open(sealed, 'row-1')).toThrow();
    const [v, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => cipher.open([v, iv, tag, flipped].join('.'), 'row-1')).toThrow();
    expect(() => healthCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
