// The randomized workload's plan (test/concurrency/random-workload.test.ts): which operations it
// issues, drawn from a seeded PRNG before anything runs, so the same seed replays the same plan
// whatever the answers were. Operations name students, classes and session slots by index; the ids
// they resolve to come from earlier answers.

import { mulberry32 } from '../../src/server/lib/prng';

/** The seed: WORKLOAD_SEED when set (to replay a failure), else a fixed default. */
export function workloadSeed(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WORKLOAD_SEED;
  if (raw === undefined || raw === '') return 20_261_128;
  const seed = Number(raw);
  if (!Number.isInteger(seed) || seed < 0)
    throw new Error(`WORKLOAD_SEED must be a whole number, got "${raw}"`);
  return seed;
}

export type Operation =
  /** A student takes a place (a hold). */
  | { kind: 'book'; student: number; slot: number }
  /**
   * `pick` chooses among what there is when the batch starts (the held bookings for pay and expire,
   * held or paid ones for cancel, waiting entries for leave): a random student and session would
   * seldom have anything to act on.
   */
  | { kind: 'pay'; pick: number }
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
  | { kind: 'restore'; cls: number };

export interface WorkloadShape {
  students: number;
  classes: number;
  /** Session slots per class; slot s belongs to class s % classes. */
  slotsPerClass: number;
  rounds: number;
  batch: number;
}

/** How often each kind is drawn: mostly students, now and then the owner. */
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
