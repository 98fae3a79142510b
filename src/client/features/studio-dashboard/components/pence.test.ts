import { describe, expect, it } from 'vitest';
import { fromPence, toPence } from './pence';

describe('pence', () => {
  it('reads and writes exact decimal amounts, negative ones too', () => {
    expect(toPence('9.50')).toBe(950);
    expect(toPence('-10.25')).toBe(-1025);
    expect(fromPence(toPence('0.10') + toPence('0.20'))).toBe('0.30');
    expect(fromPence(-5)).toBe('-0.05');
    expect(fromPence(123456789)).toBe('1234567.89');
  });
});
