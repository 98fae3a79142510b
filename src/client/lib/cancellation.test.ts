import { describe, expect, it } from 'vitest';
import { cancellationOutcome, deadlineSentence } from './cancellation';

const deadline = '2026-12-04T18:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('cancellationOutcome', () => {
  it('is free up to and at the deadline, late after it (the server: late means after)', () => {
    expect(cancellationOutcome({ cancellationDeadline: deadline }, at('2026-12-04T18:29:59Z')).free).toBe(
      true,
    );
    expect(cancellationOutcome({ cancellationDeadline: deadline }, at(deadline)).free).toBe(true);
    expect(cancellationOutcome({ cancellationDeadline: deadline }, at('2026-12-04T18:30:01Z')).free).toBe(
      false,
    );
  });

  it('a promoted place is free until its grace period ends, even past the deadline', () => {
    const terms = { cancellationDeadline: deadline, freeCancellationUntil: '2026-12-04T20:00:00.000Z' };
    expect(cancellationOutcome(terms, at('2026-12-04T19:59:00Z'))).toEqual({
      free: true,
      freeUntil: '2026-12-04T20:00:00.000Z',
    });
    expect(cancellationOutcome(terms, at('2026-12-04T20:00:00Z')).free).toBe(false);
  });

  it('a grace period that ends before the deadline changes nothing', () => {
    const terms = { cancellationDeadline: deadline, freeCancellationUntil: '2026-12-04T10:00:00.000Z' };
    expect(cancellationOutcome(terms, at('2026-12-04T12:00:00Z'))).toEqual({
      free: true,
      freeUntil: deadline,
    });
  });
});

describe('deadlineSentence', () => {
  it('states the deadline in London time (GMT in December, BST in June)', () => {
    expect(deadlineSentence({ cancellationDeadline: deadline }, at('2026-12-01T00:00:00Z'))).toBe(
      'Free cancellation until Fri 4 Dec 2026, 18:30 (London time)',
    );
    expect(
      deadlineSentence({ cancellationDeadline: '2026-06-05T17:30:00Z' }, at('2026-06-06T00:00:00Z')),
    ).toBe('Free cancellation ended Fri 5 Jun 2026, 18:30 (London time); cancelling now gets no refund');
  });
});
