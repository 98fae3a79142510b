import type { WaiverNeed } from '../../lib/waivers';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { toast } from '../ui/use-toast';
import { WaiverForm } from './waiver-form';

/**
 * The waiver as a step of booking, on the page that books (issue 66): shown inline while the
 * student has not signed the studio's latest version, so they sign and book in one flow. Nothing
 * when there is nothing to sign.
 */
export function WaiverStep({
  need,
  studioName,
  accountName,
  then,
}: {
  need: WaiverNeed & { refetch: () => void };
  studioName: string;
  accountName: string;
  /** What signing lets the student do now, e.g. "book your place". */
  then: string;
}) {
  if (need.state === 'loading') return <Skeleton shape="card" className="h-40" />;
  if (need.state !== 'sign') return null;
  return (
    <Card className="p-6 sm:p-8" data-testid="waiver-step">
      <WaiverForm
        // A newer version is a new form: nothing typed for the old one is kept for it.
        key={need.waiver.version}
        waiver={need.waiver}
        studioName={studioName}
        accountName={accountName}
        signedBefore={need.signedBefore?.version}
        onSigned={() => {
          toast({ variant: 'success', title: 'Waiver signed', description: `You can ${then} now.` });
          need.refetch();
        }}
        onOutdated={need.refetch}
      />
    </Card>
  );
}
