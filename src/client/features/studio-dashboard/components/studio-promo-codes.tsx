import { Plus } from 'lucide-react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { useOwnerPromoCodes } from '../api/owner-promo-codes';
import { AddPromoCodeForm } from './add-promo-code-form';
import { PromoCodeCard } from './promo-code-card';
import { RecordFormDialog } from './record-form-dialog';
import { QueryStates, StudioSection } from './studio-section';

/** One studio's promo codes on the Pricing tab: Add promo code, the active codes, then the inactive ones. */
export function StudioPromoCodes({ studio }: { studio: OwnerStudioListItem }) {
  const query = useOwnerPromoCodes(studio.id);
  const codes = [...(query.data ?? [])].sort((a, b) => Number(b.active) - Number(a.active));
  return (
    <StudioSection
      studio={studio}
      idPrefix="promo-codes-at"
      // Named apart from the same studio's products section above it, whose heading is the studio's name too.
      label={`Promo codes at ${studio.name}`}
      data={query.data}
      action={
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
      }
    >
      <QueryStates query={query} what="promo codes">
        {codes.length === 0 ? (
          <p className="text-sm text-muted">No promo codes yet.</p>
        ) : (
          <ul
            aria-label={`Promo codes at ${studio.name}`}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {codes.map((promo) => (
              <li key={promo.id}>
                <PromoCodeCard promo={promo} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </StudioSection>
  );
}
