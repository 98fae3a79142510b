// The randomized workload's plan (test/concurrency/random-workload.test.ts): which operations it
// issues, drawn from a seeded PRNG before anything runs, so the same seed replays the same plan
// whatever the answers were. Operations name students, classes, session slots, studios, products,
// promo codes and gift cards by index; the ids they resolve to come from earlier answers.

import { mulberry32 } from '../../src/server/lib/prng';

/**
 * The seeds to run: WORKLOAD_SEED when set (one, to replay a failure, or a range `a..b` run one
 * after another), else a fixed default.
 */
export function workloadSeeds(env: NodeJS.ProcessEnv = process.env): number[] {
  const raw = env.WORKLOAD_SEED;
  if (raw === undefined || raw === '') return [20_261_128];
  const [first, last = first] = raw.split('..').map(Number);
  if (
    !Number.isInteger(first) ||
    !Number.isInteger(last) ||
    (first as number) < 0 ||
    (last as number) < (first as number)
  )
    throw new Error(`WORKLOAD_SEED must be a whole number or a range such as 1..20, got "${raw}"`);
  return Array.from({ length: (last as number) - (first as number) + 1 }, (_, i) => (first as number) + i);
}

export type Operation =
  /** A student takes a place (a hold). */
  | { kind: 'book'; student: number; slot: number }
  /**
   * `pick` chooses among what there is when the batch starts (the held bookings for pay and expire,
   * held or paid ones for cancel, waiting entries for leave): a random student and session would
   * seldom have anything to act on.
   */
  | { kind: 'pay'; pick: number; method: 'demo' | 'gift-balance'; useGiftBalance: boolean }
  /** The hold is made due (by SQL, before the batch, as a clock moved on would) and read, which expires it. */
  | { kind: 'expire'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'join'; student: number; slot: number }
  | { kind: 'leave'; pick: number }
  | { kind: 'capacity'; cls: number; places: number }
  /** The owner moves the slot's session to this many hours from now (under an hour: no promotions). */
  | { kind: 'move'; slot: number; hoursAhead: number }
  | { kind: 'cancel-session'; slot: number }
  | { kind: 'archive'; cls: number }
  | { kind: 'restore'; cls: number }
  /** A student books the slot's session with a credit of their pass at its studio (sent only when they have one). */
  | { kind: 'book-with-pass'; student: number; slot: number }
  /**
   * A student holds a place on the slot's session and types a code at checkout: `code` picks among
   * the codes the owner has made at its studio so far; `wrong` sends one no studio has. The hold is
   * paid, or not, by the operations that follow.
   */
  | { kind: 'promo'; student: number; slot: number; code: number; wrong: boolean }
  /** The owner makes a new code at the studio: `percentOff` of every price, at most `maxUses` times. */
  | { kind: 'new-code'; studio: number; percentOff: number; maxUses: number }
  /** An operator refunds a paid booking: `share` of what is left to refund, all of it from 1 up. */
  | { kind: 'refund'; pick: number; share: number }
  /** A student buys one of the studios' products (packs and memberships), by card or from their balance. */
  | { kind: 'buy-pass'; student: number; product: number; method: 'demo' | 'gift-balance' }
  /** A student cancels an active membership (`pick` among them): inside 14 days, with a refund. */
  | { kind: 'cancel-pass'; pick: number }
  /** A student buys a gift card for another student. */
  | { kind: 'gift-card'; student: number; recipient: number }
  /** A student redeems the test's gift card `card`; one past the cards is a code no card has. */
  | { kind: 'redeem'; student: number; card: number }
  /** An operator suspends the studio, or lifts its suspension. */
  | { kind: 'suspend'; studio: number }
  | { kind: 'unsuspend'; studio: number };

export interface WorkloadShape {
  students: number;
  classes: number;
  /** Session slots per class; slot s belongs to class s % classes. */
  slotsPerClass: number;
  /** Studios: class c belongs to studio c % studios. */
  studios: number;
  /** Products per studio (the test's pack and membership). */
  productsPerStudio: number;
  /** The gift cards the test has codes for, to redeem. */
  giftCards: number;
  rounds: number;
  batch: number;
}

/** How often each kind is drawn: mostly students, now and then the owner or an operator. */
const WEIGHTS: Array<[Operation['kind'], number]> = [
  ['book', 60],
  ['pay', 40],
  ['expire', 14],
  ['cancel', 24],
  ['join', 28],
  ['leave', 10],
  ['capacity', 10],
  ['move', 6],
  ['cancel-session', 2],
  ['archive', 2],
  ['restore', 4],
  ['book-with-pass', 14],
  ['promo', 14],
  ['new-code', 2],
  ['refund', 12],
  ['buy-pass', 10],
  ['cancel-pass', 5],
  ['gift-card', 3],
  ['redeem', 4],
  ['suspend', 1],
  ['unsuspend', 2],
];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

/** The kind whose share of TOTAL_WEIGHT the point `r` falls in. */
function weightedKind(r: number): Operation['kind'] {
  let rest = r;
  for (const [kind, weight] of WEIGHTS) {
    rest -= weight;
    if (rest < 0) return kind;
  }
  return 'book';
}

/** rounds × batch operations; each round's batch is sent at once. */
export function planWorkload(seed: number, shape: WorkloadShape): Operation[][] {
  const random = mulberry32(seed);
  const int = (n: number) => Math.floor(random() * n);
  const slots = shape.classes * shape.slotsPerClass;
  const draw = (): Operation => {
    const kind = weightedKind(random() * TOTAL_WEIGHT);
    const student = int(shape.students);
    const slot = int(slots);
    const roll = random();
    const method = roll < 0.4 ? 'gift-balance' : 'demo';
    // A card payment with the balance first (docs/decisions/0127): read from the same roll, so a seed's
    // plan draws the same numbers as before.
    const useGiftBalance = roll >= 0.4 && roll < 0.6;
    switch (kind) {
      case 'capacity':
        return { kind, cls: int(shape.classes), places: 1 + int(5) };
      case 'move':
        return { kind, slot, hoursAhead: random() < 0.2 ? 0.75 : 2 + int(90) };
      case 'cancel-session':
        return { kind, slot };
      case 'archive':
      case 'restore':
        return { kind, cls: int(shape.classes) };
      case 'pay':
        return { kind, pick: int(1_000_000), method, useGiftBalance };
      case 'promo':
        return { kind, student, slot, code: int(1_000_000), wrong: random() < 0.3 };
      case 'new-code':
        return { kind, studio: int(shape.studios), percentOff: 5 * (1 + int(20)), maxUses: 1 + int(4) };
      case 'refund':
        // A third of the refunds are all that is left; the rest a share of it.
        return { kind, pick: int(1_000_000), share: random() < 0.33 ? 1 : 0.1 + 0.8 * random() };
      case 'buy-pass':
        return { kind, student, product: int(shape.studios * shape.productsPerStudio), method };
      case 'cancel-pass':
        return { kind, pick: int(1_000_000) };
      case 'gift-card':
        return { kind, student, recipient: int(shape.students) };
      case 'redeem':
        return { kind, student, card: int(shape.giftCards + 1) };
      case 'suspend':
      case 'unsuspend':
        // Never the first studio: it keeps the booking core's traffic going while another is suspended.
        return { kind, studio: 1 + int(shape.studios - 1) };
      case 'expire':
      case 'cancel':
      case 'leave':
        return { kind, pick: int(1_000_000) };
      default:
        return { kind, student, slot };
    }
  };
  return Array.from({ length: shape.rounds }, () => Array.from({ length: shape.batch }, draw));
}
