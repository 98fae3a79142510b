import { CloudOff, Store } from 'lucide-react';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOwnerStudios } from '../api/owner-studios';
import { StudioPricing } from './studio-pricing';
import { StudioPromoCodes } from './studio-promo-codes';

/**
 * The Pricing tab (issue 29): each studio's passes and memberships, with what they sold; then each
 * studio's promo codes, with their uses (issue 30).
 */
export function PricingTab() {
  const studios = useOwnerStudios();
  return (
    <>
      <h2 className="text-2xl text-ink">Passes and memberships</h2>
      <p className="mt-2 mb-6 max-w-prose text-muted">
        Each is valid for every class at its studio. A new price applies to new purchases only, and archiving
        one stops its sales while the passes already sold keep working.
      </p>
      {studios.isPending ? (
        <Skeleton shape="card" className="h-40" />
      ) : studios.isError ? (
        <StatusPanel
          icon={CloudOff}
          tone="error"
          title="Failed to fetch studios"
          action={
            <Button variant="secondary" onClick={() => studios.refetch()}>
              Try again
            </Button>
          }
        />
      ) : studios.data.length === 0 ? (
        <StatusPanel icon={Store} title="No studios yet">
          <p>Add a studio first; then sell class packs and memberships for it here.</p>
        </StatusPanel>
      ) : (
        <>
          <div className="flex flex-col gap-10">
            {studios.data.map((studio) => (
              <StudioPricing key={studio.id} studio={studio} />
            ))}
          </div>
          <h2 className="mt-14 text-2xl text-ink">Promo codes</h2>
          <p className="mt-2 mb-6 max-w-prose text-muted">
            A student applies one at checkout to a class they have booked. A use counts while the booking is
            held or paid; a booking cancelled or left unpaid gives its use back.
          </p>
          <div className="flex flex-col gap-10">
            {studios.data.map((studio) => (
              <StudioPromoCodes key={studio.id} studio={studio} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
