import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useJoinWaitlist, useUserWaitlist } from '../../../lib/waitlist';

/**
 * Under 'Session Fully Booked': join the waitlist (the page then shows the place in line, see
 * OnWaitlist). A freed place goes to the first in line automatically, as a confirmed booking at the
 * class price.
 */
export function WaitlistPanel({ sessionId }: { sessionId: string }) {
  const { data: entries, isPending } = useUserWaitlist();
  const join = useJoinWaitlist();
  const promoted = entries?.find((e) => e.sessionId === sessionId && e.status === 'promoted');
  const failed = (title: string) => (error: unknown) =>
    toast({
      variant: 'destructive',
      title,
      description: errorMessage(error, 'Something went wrong. Please try again.'),
    });

  if (isPending) return null;
  return (
    <section aria-labelledby="waitlist-heading">
      <Card className="mx-auto max-w-md p-6 text-center sm:p-8">
        <h2 id="waitlist-heading" className="flex items-center justify-center gap-2 text-xl text-ink">
          <Hourglass aria-hidden="true" className="size-5 text-sage" /> Waitlist
        </h2>
        {promoted ? (
          <div role="status" className="mt-3 flex flex-col items-center gap-4">
            <p className="text-ink">A place freed up and it is yours: you are booked on this session.</p>
            <Button asChild variant="secondary">
              <Link to="/dashboard">See your bookings</Link>
            </Button>
          </div>
        ) : (
          <div className="mt-3 flex flex-col items-center gap-4">
            <p className="text-muted">
              Join the waitlist and, if a place frees up, the first in line is booked automatically at the
              class price. No places are given out in the last hour before the start.
            </p>
            <Button
              disabled={join.isPending}
              onClick={() => join.mutate(sessionId, { onError: failed('Could not join the waitlist') })}
            >
              {join.isPending ? 'Joining...' : 'Join waitlist'}
            </Button>
          </div>
        )}
      </Card>
    </section>
  );
}
