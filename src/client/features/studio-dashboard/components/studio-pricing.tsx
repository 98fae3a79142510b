import { Plus } from 'lucide-react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { useOwnerProducts } from '../api/owner-products';
import { ProductCard } from './product-card';
import { ProductFormDialog } from './product-form-dialog';
import { QueryStates, StudioSection } from './studio-section';

/** One studio on the Pricing tab: Add product, the products on sale, then the archived ones. */
export function StudioPricing({ studio }: { studio: OwnerStudioListItem }) {
  const query = useOwnerProducts(studio.id);
  // On sale first, archived after: each in the order the owner made them (the API's order).
  const products = [...(query.data ?? [])].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  return (
    <StudioSection
      studio={studio}
      idPrefix="pricing-at"
      // Archiving takes the pressed button away with its card's Archive action.
      data={query.data}
      action={
        studio.isActive && (
          <ProductFormDialog
            studio={studio}
            trigger={
              <Button size="sm" aria-label={`Add product at ${studio.name}`}>
                <Plus aria-hidden="true" /> Add product
              </Button>
            }
          />
        )
      }
    >
      {!studio.isActive && (
        <p className="text-sm text-muted">
          This studio is inactive: nothing it sells can be bought. Reactivate it in its Settings, on My
          Studios.
        </p>
      )}
      <QueryStates query={query} what="products">
        {products.length === 0 ? (
          <p className="text-sm text-muted">
            Nothing on sale yet. Add a class pack, an intro offer or a monthly membership.
          </p>
        ) : (
          <ul aria-label={`Products at ${studio.name}`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} studio={studio} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </StudioSection>
  );
}
