import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatMonth,
  formatPrice,
  formatRating,
  formatSessionDate,
  sessionControlName,
} from './format';

describe('formatPrice', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPrice('18.00')).toBe('£18.00');
    expect(formatPrice('17.5')).toBe('£17.50');
    expect(formatPrice(1250)).toBe('£1,250.00');
  });

  it('writes every amount as Intl does for en-GB pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const amount of [0, 0.5, 9.99, 10, 999.99, 1000, 12_345.6, 1_000_000, 1_234_567.89]) {
      expect(formatPrice(amount)).toBe(intl.format(amount));
      expect(formatPrice(amount.toFixed(2))).toBe(intl.format(amount));
    }
  });
});

describe('sessionControlName', () => {
  it("names a control by its session in London time: 'Book Now, Mon 28 Dec 18:30'", () => {
    expect(sessionControlName('Book Now', '2026-12-28T18:30:00.000Z')).toBe('Book Now, Mon 28 Dec 18:30');
    expect(sessionControlName('Join waitlist', '2026-06-06T17:30:00.000Z')).toBe(
      'Join waitlist, Sat 6 Jun 18:30',
    );
  });
});

describe('formatSessionDate', () => {
  it("shows London time in winter (GMT): 'Sat 5 Dec, 18:30'", () => {
    expect(formatSessionDate('2026-12-05T18:30:00.000Z')).toBe('Sat 5 Dec, 18:30');
  });

  it('shows London time in summer (BST, UTC+1)', () => {
    expect(formatSessionDate('2026-06-06T17:30:00.000Z')).toBe('Sat 6 Jun, 18:30');
  });

  it('spells September as en-GB does', () => {
    expect(formatSessionDate('2026-09-05T08:05:00.000Z')).toBe('Sat 5 Sept, 09:05');
  });
});

describe('formatRating', () => {
  it('keeps one decimal place', () => {
    expect(formatRating('4.80')).toBe('4.8');
    expect(formatRating('0.00')).toBe('0.0');
  });

  it('rounds the decimal string half-up, never through floating point', () => {
    expect(formatRating('4.85')).toBe('4.9');
    expect(formatRating('4.95')).toBe('5.0');
    expect(formatRating('4.84')).toBe('4.8');
    expect(formatRating('3.05')).toBe('3.1');
    expect(formatRating('5.00')).toBe('5.0');
    expect(formatRating('4')).toBe('4.0');
    expect(formatRating(4.85)).toBe('4.9');
  });
});

describe('formatMonth', () => {
  it('names the month a review was written', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });
});

describe('formatAddress', () => {
  it('writes the street and city, then the postcode when there is one', () => {
    expect(formatAddress({ address: '12 Rose Lane', city: 'London', postcode: 'N1 2AB' })).toBe(
      '12 Rose Lane, London N1 2AB',
    );
    expect(formatAddress({ address: '12 Rose Lane', city: 'London', postcode: null })).toBe(
      '12 Rose Lane, London',
    );
  });
});
