import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '../../../../common/schemas/booking';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { BookingCard } from './booking-card';

interface BookingListProps {
  bookings: Booking[];
  /** The Upcoming tab: its bookings can still be cancelled or added to a calendar. */
  upcoming?: boolean;
  label: string;
  empty: { icon: LucideIcon; title: string; text: string };
}

export function BookingList({ bookings, upcoming = false, label, empty }: BookingListProps) {
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
      <h2 className="sr-only">{label}</h2>
      <ul aria-label={label} className="flex flex-col gap-4">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} upcoming={upcoming} />
          </li>
        ))}
      </ul>
    </>
  );
}
