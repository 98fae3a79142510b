import { formatPrice } from '../../../../common/format';

/**
 * What happens to someone in line when a place frees up: said the same before they join (so joining
 * is a choice made knowingly) and once they are in line.
 */
export function WaitlistNextSteps({ price }: { price: string }) {
  return (
    <section aria-labelledby="next-heading" className="mt-5 text-left">
      <h2 id="next-heading" className="text-lg text-ink">
        What happens next
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
        <li>
          If a place frees up, the first in line gets it automatically: you are booked at the class price (
          {formatPrice(price)}).
        </li>
        <li>
          We tell you by e-mail and in the app, and you can cancel that booking without penalty for 2 hours.
        </li>
        <li>No places are given out in the last hour before the start.</li>
      </ul>
    </section>
  );
}
