import { useState } from 'react';
import { formatPrice, formatSessionDate } from '../../../../common/format';
import type { Client, ClientDetail } from '../../../../common/schemas/owner-clients';
import type { ClientWaiver } from '../../../../common/schemas/waiver';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOwnerClient } from '../api/owner-clients';
import { ClientWaivers } from './client-waivers';

const STATUS_LABEL: Record<string, string> = {
  pending: 'Held',
  confirmed: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const ATTENDANCE_LABEL = { attended: 'Attended', 'no-show': 'No-show' } as const;

/** "History": one client's bookings at the owner's studios, latest first, in a dialog. */
export function ClientHistory({ client }: { client: Client }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="self-start sm:self-auto">
          History<span className="sr-only"> of {client.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" title={client.name} description={client.email}>
        {open && <HistoryList userId={client.userId} />}
      </DialogContent>
    </Dialog>
  );
}

function HistoryList({ userId }: { userId: string }) {
  const query = useOwnerClient(userId);
  if (query.isPending) return <Skeleton className="h-24" />;
  if (query.isError) return <p className="text-sm text-danger">Failed to fetch the history.</p>;
  // With their latest waiver answers at the owner's studios, when they signed one (issue 66).
  const { bookings, waivers = [] } = query.data as typeof query.data & { waivers?: ClientWaiver[] };
  return (
    <div className="flex flex-col gap-6">
      <ClientWaivers waivers={waivers} />
      {bookings.length === 0 ? (
        <p className="text-sm text-muted">No bookings at your studios.</p>
      ) : (
        <BookingList bookings={bookings} />
      )}
    </div>
  );
}

function BookingList({ bookings }: { bookings: ClientDetail['bookings'] }) {
  return (
    <ul aria-label="Bookings at your studios" className="flex flex-col divide-y divide-line">
      {bookings.map((b) => (
        <li key={b.bookingId} className="flex flex-col gap-1 py-3">
          <p className="font-medium wrap-anywhere text-ink">
            {b.classTitle} <span className="font-normal text-muted">· {b.studioName}</span>
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {formatSessionDate(b.startTime)} · {formatPrice(b.amountPaid)}
            <Badge className="bg-ink/5 px-2 py-1 text-xs text-ink">
              {STATUS_LABEL[b.status] ?? b.status}
            </Badge>
            {b.attendance && (
              <Badge className="bg-sage/10 px-2 py-1 text-xs text-sage">
                {ATTENDANCE_LABEL[b.attendance]}
              </Badge>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
