import { describe, expect, it } from 'vitest';
import type { PublicSession } from '../../common/schemas/session';
import { cardAvailability, hasSessionWithSpots, sessionAvailability } from './availability';

const session = (availableSpots: number): PublicSession => ({
  id: 's',
  classId: 'c',
  startTime: '2030-01-01T10:00:00.000Z',
  endTime: '2030-01-01T11:00:00.000Z',
  currentParticipants: 0,
  status: 'scheduled',
  specialInstructions: null,
  teacher: null,
  createdAt: '2029-01-01T00:00:00.000Z',
  availableSpots,
  waitingCount: 0,
});

describe('sessionAvailability (detail pages)', () => {
  it('says Fully booked, N spots left or N spots available', () => {
    expect(sessionAvailability(0).label).toBe('Fully booked');
    expect(sessionAvailability(3).label).toBe('3 spots left');
    expect(sessionAvailability(1).label).toBe('1 spot left');
    expect(sessionAvailability(4).label).toBe('4 spots available');
  });
});

describe('cardAvailability (compact cards)', () => {
  it('says Online for online classes, whatever the sessions', () => {
    expect(cardAvailability('online', [session(0)]).label).toBe('Online');
  });

  it('judges in-person classes by their next session with places', () => {
    expect(cardAvailability('in-person', []).label).toBe('No upcoming sessions');
    expect(cardAvailability('in-person', [session(0), session(0)]).label).toBe('Fully booked');
    expect(cardAvailability('in-person', [session(0), session(9)]).label).toBe('Available');
    expect(cardAvailability('in-person', [session(0), session(1), session(9)]).label).toBe('1 spot left');
    expect(cardAvailability('in-person', [session(2)]).label).toBe('2 spots left');
    expect(cardAvailability('in-person', [session(12)]).label).toBe('Available');
  });
});

describe('hasSessionWithSpots', () => {
  it('is true when any session has a place', () => {
    expect(hasSessionWithSpots([])).toBe(false);
    expect(hasSessionWithSpots([session(0), session(0)])).toBe(false);
    expect(hasSessionWithSpots([session(0), session(1)])).toBe(true);
  });
});
