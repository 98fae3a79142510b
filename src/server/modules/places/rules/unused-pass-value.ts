import { londonDay } from '../../../../common/london-time';

// What is left unused of a pass its studio can no longer honour (docs/decisions/0120): an operator
// suspended the studio, so the student gets back, in whole pence, the part they paid for and cannot
// use. Each kind is measured by what it sells: a pack or intro offer sells classes, a membership sells
// a period of time. Both round up to the penny: the suspension is the studio's doing, not the
// student's, so a fraction of a penny goes to the student, and never beyond what was paid.

const DAY = 86_400_000;

/** A London calendar day as a whole number (days since 1970-01-01), whatever the clocks did between. */
const dayNumber = (instant: Date) => londonDay(instant).getTime() / DAY;

/** `paid` × `part` ÷ `whole`, rounded up to the penny, between nothing and `paid`. */
function share(paid: number, part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  return Math.ceil((paid * Math.min(part, whole)) / whole);
}

/**
 * A pack's or intro offer's unused credits ÷ its credits × its price. A credit spent on a class still
 * to come is not unused: the suspension cancels those classes first, and their credits come back.
 */
export const unusedCreditsValue = (paidPence: number, creditsLeft: number, creditsTotal: number) =>
  share(paidPence, creditsLeft, creditsTotal);

/**
 * A membership's London days left of the period it is in ÷ the period's London days × what that
 * period cost, whether it has credits or not (a membership is sold by the month). The days are
 * calendar days, so a clock change never counts an hour as a day: a period from 5 March at 18:30 to 5
 * April at 18:30 has 31 days, and one suspended on 15 March has 21 left, from the 15th itself on: the
 * day of the suspension is given back, and the last part-day before the period's end time is the
 * continuation of its first one. A period already over (a past-due membership) has nothing left.
 */
export function unusedDaysValue(paidPence: number, period: { start: Date; end: Date }, now: Date): number {
  const end = dayNumber(period.end);
  return share(paidPence, end - dayNumber(now), end - dayNumber(period.start));
}
