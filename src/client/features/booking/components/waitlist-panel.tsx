import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../../common/format';
import type { SessionDetail } from '../../../../common/schemas/session';
import { PageTitle } from '../../../components/page-title';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useJoinWaitlist } from '../../../lib/waitlist';
import { isWaiverRefusal, type WaiverNeed } from '../../../lib/waivers';
import { waitlistTitle } from './on-waitlist';
import { WaitlistNextSteps } from './waitlist-next-steps';

/**
 * A full session the student is not waiting for yet. The spec's 'Session Fully Booked' and its
 * sentence stay, but the page is an invitation: where they would stand in line, what happens then,
 * and joining as the main action (issue 69). Once they join, the page becomes OnWaitlist.
 */
export function WaitlistPanel({
  session,
  backToClass,
  waiver,
  waiverStep,
}: {
  session: SessionDetail;
  backToClass: ReactNode;
  /** The studio's waiver: joining waits until its latest version is signed (issue 66). */
  waiver: WaiverNeed & { refetch: () => void };
  /** The waiver to sign, shown under the invitation while it is needed. */
  waiverStep: ReactNode;
}) {
  const join = useJoinWaitlist();
  const mustSign = waiver.state === 'sign';
  const onJoin = () =>
    join.mutate(session.id, {
      // Said aloud too: the page's heading changes under the reader's focus without a sound.
      onSuccess: ({ position }) => toast({ variant: 'success', title: waitlistTitle(position) }),
      onError: (error) => {
        if (isWaiverRefusal(error)) waiver.refetch();
        toast({
          variant: 'destructive',
          title: 'Could not join the waitlist',
          description: errorMessage(error, 'Something went wrong. Please try again.'),
        });
      },
    });
  const title = 'Session Fully Booked';
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
            <Button
              disabled={join.isPending || mustSign}
              aria-describedby={mustSign ? 'waitlist-blocked' : undefined}
              onClick={onJoin}
            >
              {join.isPending ? 'Joining...' : 'Join waitlist'}
            </Button>
            <Button asChild variant="secondary">
              <Link to={`/classes/${session.classId}`}>See other sessions</Link>
            </Button>
          </div>
        }
      >
        <p className="font-medium wrap-anywhere text-ink">
          {session.class.title} at {session.class.studio.name}
        </p>
        <p>{formatSessionDate(session.startTime)}</p>
        <p className="mt-3">This session is no longer available.</p>
        <p
          className="mt-3 rounded-card bg-sage/10 px-4 py-3 font-medium text-ink"
          data-testid="waitlist-offer"
        >
          You can still get a place: join the waitlist and you'd be #{session.waitingCount + 1} in line.
        </p>
        <WaitlistNextSteps price={session.class.price} />
        {mustSign && (
          <p id="waitlist-blocked" className="mt-3 font-medium text-ink">
            Sign {session.class.studio.name}'s waiver below to join the waitlist.
          </p>
        )}
      </StatusPanel>
      {waiverStep && <div className="mx-auto mt-8 max-w-2xl">{waiverStep}</div>}
    </>
  );
}
