import {
  type BookingStatus as BookingState,
  BookingStatus,
  type SessionStatus as SessionState,
  SessionStatus,
  type WaitlistStatus as WaitlistState,
  WaitlistStatus,
} from '../../../common/statuses';
import { conflict } from '../../lib/http-errors';

/** Who moves a place: the student, the studio's owner, the server's own worker (clock), or a payment. */
export type Actor = 'student' | 'owner' | 'system' | 'payment';

/** A booking that does not exist yet: the start of a hold or of a promotion. */
export const NEW = 'new' as const;

interface Transition<S extends string> {
  from: S | typeof NEW;
  to: S;
  by: readonly Actor[];
  /** What the move is, for the reader and the 409's message. */
  what: string;
}

const B = BookingStatus;
const S = SessionStatus;
const W = WaitlistStatus;

/**
 * Every move a place can make, and who may make it. Each operation in this module asks
 * `assertTransition` before it writes; a move not listed here is refused with 409 INVALID_TRANSITION.
 * 'completed' is not written by any move: a confirmed booking whose session has ended is answered as
 * completed when read (docs/decisions/0020).
 */
export const TRANSITIONS = {
  booking: [
    { from: NEW, to: B.pending, by: ['student'], what: 'take a place (a hold)' },
    { from: NEW, to: B.confirmed, by: ['system'], what: 'promote from the waitlist' },
    { from: NEW, to: B.confirmed, by: ['student'], what: 'book with a pass (paid at once, no hold)' },
    { from: B.pending, to: B.confirmed, by: ['payment'], what: 'pay for a hold' },
    { from: B.pending, to: B.cancelled, by: ['student'], what: 'release a hold' },
    {
      from: B.pending,
      to: B.cancelled,
      by: ['system'],
      what: 'expire an unpaid hold, or delete the account',
    },
    { from: B.pending, to: B.cancelled, by: ['owner'], what: 'cancel the session' },
    { from: B.confirmed, to: B.cancelled, by: ['student'], what: 'cancel a booking' },
    { from: B.confirmed, to: B.cancelled, by: ['system'], what: 'delete the account' },
    { from: B.confirmed, to: B.cancelled, by: ['owner'], what: 'cancel the session' },
  ],
  session: [{ from: S.scheduled, to: S.cancelled, by: ['owner'], what: 'cancel the session' }],
  waitlist: [
    { from: NEW, to: W.waiting, by: ['student'], what: 'join the waitlist' },
    { from: W.waiting, to: W.left, by: ['student'], what: 'leave the waitlist, or pay for a place' },
    { from: W.waiting, to: W.left, by: ['system'], what: 'close the entry of someone booked, or deleted' },
    { from: W.waiting, to: W.promoted, by: ['system'], what: 'promote from the waitlist' },
    { from: W.waiting, to: W.cancelled, by: ['owner'], what: 'cancel the session' },
  ],
} as const satisfies {
  booking: Transition<BookingState>[];
  session: Transition<SessionState>[];
  waitlist: Transition<WaitlistState>[];
};

type States = { booking: BookingState; session: SessionState; waitlist: WaitlistState };

/** Whether `actor` may move a `kind` from `from` to `to`. */
export function mayTransition<K extends keyof States>(
  kind: K,
  from: States[K] | typeof NEW,
  to: States[K],
  actor: Actor,
): boolean {
  const table: readonly Transition<string>[] = TRANSITIONS[kind];
  return table.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** Refuses, with 409 INVALID_TRANSITION, any move the table does not list. */
export function assertTransition<K extends keyof States>(
  kind: K,
  from: States[K] | typeof NEW,
  to: States[K],
  actor: Actor,
): void {
  if (!mayTransition(kind, from, to, actor)) {
    throw conflict(`A ${kind} cannot go from ${from} to ${to} (${actor}).`, 'INVALID_TRANSITION');
  }
}
