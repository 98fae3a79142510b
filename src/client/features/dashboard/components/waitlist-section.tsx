import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../../common/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { failureToast } from '../../../components/ui/use-toast';
import { queryKeys } from '../../../lib/query-keys';
import { ordinal, useLeaveWaitlist, useUserWaitlist, type WaitlistEntry } from '../../../lib/waitlist';

// Positions move as people ahead leave or are promoted: look again every half-minute while on screen.
const LIVE_POSITION_MS = 30_000;

function EntryState({ entry }: { entry: WaitlistEntry }) {
  if (entry.status === 'waiting') {
    return (
      <Badge className="bg-sage/10 text-sage">
        {entry.position ? `${ordinal(entry.position)} in line` : 'Waiting'}
      </Badge>
    );
  }
  if (entry.status === 'promoted')
    return <Badge className="bg-success/10 text-success">Promoted: booked</Badge>;
  return <Badge className="bg-danger/10 text-danger">Session cancelled by the studio</Badge>;
}

/** What ended an entry, in a sentence under it. */
function EndedNote({ entry }: { entry: WaitlistEntry }) {
  if (entry.status === 'promoted') {
    return <p className="text-sm text-ink">A place freed up: you are booked (see your upcoming bookings).</p>;
  }
  if (entry.status === 'cancelled') {
    return (
      <p className="text-sm text-ink">
        The studio cancelled this session
        {entry.session.cancellationReason ? `: ${entry.session.cancellationReason}` : ''}. Nothing was
        charged.
      </p>
    );
  }
  return null;
}

function EntryRow({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist();
  const { session } = entry;
  return (
    <Card data-testid="waitlist-entry" className="flex flex-wrap items-center justify-between gap-4 p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-lg wrap-anywhere text-ink">
          <Link
            to={`/classes/${session.class.id}`}
            className="rounded-sm underline-offset-4 hover:text-sage hover:underline"
          >
            {session.class.title}
          </Link>
        </h3>
        <p className="text-sm wrap-anywhere text-muted">
          {session.class.studio.name} · {formatSessionDate(session.startTime)}
        </p>
        <EndedNote entry={entry} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <EntryState entry={entry} />
        {entry.status === 'waiting' && (
          <Button
            variant="secondary"
            size="sm"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(entry.sessionId, {
                onError: failureToast(
                  'Could not leave the waitlist',
                  'Something went wrong. Please try again.',
                ),
              })
            }
          >
            {leave.isPending ? 'Leaving...' : 'Leave'}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** A promotion seen on the waitlist means a new booking: show it among the bookings too. */
function useRefreshOnPromotion(promoted: string) {
  const queryClient = useQueryClient();
  const seen = useRef(promoted);
  useEffect(() => {
    if (promoted === seen.current) return;
    seen.current = promoted;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.bookings });
  }, [promoted, queryClient]);
}

/**
 * The student's waitlists: live places in line, and the ones that ended (promoted into a booking,
 * which then shows among the bookings, or cleared because the studio cancelled the session).
 */
export function WaitlistSection() {
  const { data } = useUserWaitlist({ refetchInterval: LIVE_POSITION_MS });
  const promotedIds = (data ?? []).flatMap((e) =>
    e.status === 'promoted' && e.bookingId ? [e.bookingId] : [],
  );
  useRefreshOnPromotion(promotedIds.join());
  const entries = (data ?? []).filter((e) => e.status !== 'left');
  if (entries.length === 0) return null;
  const waiting = entries.filter((e) => e.status === 'waiting');
  const ended = entries.filter((e) => e.status !== 'waiting');
  return (
    <section aria-labelledby="waitlist-heading" className="mt-12">
      <h2 id="waitlist-heading" className="flex items-center gap-2 text-2xl text-ink">
        <Hourglass aria-hidden="true" className="size-5 text-sage" /> Waitlist
      </h2>
      <p className="mt-2 text-muted">
        When a place frees up, the first in line is booked automatically at the class price.
      </p>
      <ul aria-label="Waitlist" className="mt-6 flex flex-col gap-3">
        {[...waiting, ...ended].map((entry) => (
          <li key={entry.id}>
            <EntryRow entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
