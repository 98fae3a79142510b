import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Booking } from '../../../../common/schemas/booking';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { BookingCard } from './booking-card';

interface BookingListProps {
  bookings: Booking[];
  /** The Upcoming tab: its bookings can still be cancelled or added to a calendar. */
  upcoming?: boolean;
  label: string;
  /** Show the label as the list's heading (by default only screen readers hear it). */
  titled?: boolean;
  empty: { icon: LucideIcon; title: string; text: string };
}

export function BookingList({ bookings, upcoming = false, label, titled = false, empty }: BookingListProps) {
  // "Go to my bookings" after paying links to /dashboard?booking=<id>: that booking is highlighted.
  const [params] = useSearchParams();
  const highlighted = params.get('booking');
  const highlightRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) highlightRef.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  if (bookings.length === 0) {
    return (
      <StatusPanel
        icon={empty.icon}
        title={empty.title}
        action={
          <Button asChild>
            <Link to="/browse">Browse classes</Link>
          </Button>
        }
      >
        <p>{empty.text}</p>
      </StatusPanel>
    );
  }
  // The visually hidden heading keeps the outline in order: the cards' titles are h3s under it.
  return (
    <>
      <h2 className={titled ? 'mb-4 text-xl text-ink' : 'sr-only'}>{label}</h2>
      <ul aria-label={label} className="flex flex-col gap-4">
        {bookings.map((booking) => (
          <li
            key={booking.id}
            ref={booking.id === highlighted ? highlightRef : undefined}
            aria-current={booking.id === highlighted ? 'true' : undefined}
            className="rounded-card aria-[current]:ring-2 aria-[current]:ring-sage aria-[current]:ring-offset-4 aria-[current]:ring-offset-sand"
          >
            <BookingCard booking={booking} upcoming={upcoming} />
          </li>
        ))}
      </ul>
    </>
  );
}
