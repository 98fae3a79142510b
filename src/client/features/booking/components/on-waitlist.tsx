import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../../common/format';
import type { SessionDetail } from '../../../../common/schemas/session';
import { PageTitle } from '../../../components/page-title';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveWaitlist } from '../../../lib/waitlist';
import { WaitlistNextSteps } from './waitlist-next-steps';

/** "You're #1 on the waitlist"; "You're on the waitlist" while the position is not known. */
export function waitlistTitle(position: number | null): string {
  return position ? `You're #${position} on the waitlist` : "You're on the waitlist";
}

/**
 * A full session the student is waiting for: their place in line instead of "Session Fully Booked",
 * what happens when a place frees up (the first in line is booked and paid at the class price, and
 * told by e-mail and in the app; none in the last hour), and a way out of the line.
 */
export function OnWaitlist({
  session,
  position,
  backToClass,
}: {
  session: SessionDetail;
  position: number | null;
  backToClass: React.ReactNode;
}) {
  const leave = useLeaveWaitlist();
  const title = waitlistTitle(position);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {backToClass}
      <StatusPanel
        icon={Hourglass}
        title={title}
        titleAs="h1"
        action={
          <div className="flex flex-wrap items-center justify-center gap-3">
            <Button asChild>
              <Link to={`/classes/${session.classId}`}>See other sessions</Link>
            </Button>
            <Button
              variant="secondary"
              disabled={leave.isPending}
              onClick={() =>
                leave.mutate(session.id, {
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Could not leave the waitlist',
                      description: errorMessage(error, 'Something went wrong. Please try again.'),
                    }),
                })
              }
            >
              {leave.isPending ? 'Leaving...' : 'Leave waitlist'}
            </Button>
          </div>
        }
      >
        <p className="font-medium wrap-anywhere text-ink">
          {session.class.title} at {session.class.studio.name}
        </p>
        <p>{formatSessionDate(session.startTime)}</p>
        <WaitlistNextSteps price={session.class.price} />
      </StatusPanel>
    </>
  );
}
