import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice, formatSessionDate } from '../../../../common/format';
import type { PublicSession } from '../../../../common/schemas/session';
import { Button } from '../../../components/ui/button';

/**
 * On a phone the sessions and their Book buttons come after the class's details, far below the fold:
 * a bar fixed to the bottom of the screen carries the next session with a place and its Book button
 * (one the viewer has no place on yet).
 * Wide screens show the sessions beside the details and have no bar. Nothing when no session has a
 * place (the list then offers the waitlists). It steps aside while the sessions themselves or the
 * footer are on screen, so it never covers them.
 */
export function MobileBookBar({
  sessions,
  price,
  places,
}: {
  sessions: PublicSession[];
  price: string;
  /** The viewer's own places: a session they have booked, hold or wait for is not offered again. */
  places: ReadonlyMap<string, unknown>;
}) {
  const next = sessions.find((session) => session.availableSpots > 0 && !places.has(session.id));
  const covering = useCoveringSomething();
  if (!next) return null;
  return (
    <section
      aria-label="Book the next session"
      hidden={covering}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-raised backdrop-blur lg:hidden"
      style={{ paddingBottom: 'max(0.75rem, env(safe-area-inset-bottom))' }}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="flex min-w-0 flex-col">
          <span className="text-sm text-muted">Next session · {formatPrice(price)}</span>
          <span className="truncate font-medium text-ink">{formatSessionDate(next.startTime)}</span>
        </p>
        <Button asChild className="shrink-0">
          <Link to={`/booking/${next.id}`}>Book</Link>
        </Button>
      </div>
    </section>
  );
}

/** Whether the sessions' own list or the page's footer is in view (then the bar would only cover them). */
function useCoveringSomething(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const targets = [
      document.querySelector('aside[aria-labelledby="sessions-heading"]'),
      document.querySelector('footer'),
    ].filter((target): target is Element => target !== null);
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return inView;
}
