import { Plus } from 'lucide-react';
import { useRef } from 'react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useOwnerPromoCodes } from '../api/owner-promo-codes';
import { AddPromoCodeForm } from './add-promo-code-form';
import { PromoCodeCard } from './promo-code-card';
import { RecordFormDialog } from './record-form-dialog';

/** One studio's promo codes on the Pricing tab: Add promo code, the active codes, then the inactive ones. */
export function StudioPromoCodes({ studio }: { studio: OwnerStudioListItem }) {
  const query = useOwnerPromoCodes(studio.id);
  const codes = [...(query.data ?? [])].sort((a, b) => Number(b.active) - Number(a.active));
  const headingId = `promo-codes-at-${studio.id}`;
  // Deactivating takes the pressed button away with its card's action: focus comes back here.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(heading, query.data);
  return (
    // Named apart from the same studio's products section above it, whose heading is the studio's name too.
    <section aria-label={`Promo codes at ${studio.name}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 text-xl wrap-anywhere text-ink outline-none"
        >
          {studio.name}
        </h3>
        <RecordFormDialog
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Add promo code at ${studio.name}`}>
              <Plus aria-hidden="true" /> Add promo code
            </Button>
          }
          title={`Add a promo code at ${studio.name}`}
          description="A percentage or an amount off one booking, applied by the student at checkout."
        >
          {(close) => <AddPromoCodeForm studioId={studio.id} onDone={close} />}
        </RecordFormDialog>
      </div>
      {query.isPending ? (
        <Skeleton shape="card" className="h-40" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to fetch promo codes.{' '}
          <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : codes.length === 0 ? (
        <p className="text-sm text-muted">No promo codes yet.</p>
      ) : (
        <ul aria-label={`Promo codes at ${studio.name}`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {codes.map((promo) => (
            <li key={promo.id}>
              <PromoCodeCard promo={promo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
