import { Plus } from 'lucide-react';
import { useRef } from 'react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useOwnerProducts } from '../api/owner-products';
import { ProductCard } from './product-card';
import { ProductFormDialog } from './product-form-dialog';

/** One studio on the Pricing tab: Add product, the products on sale, then the archived ones. */
export function StudioPricing({ studio }: { studio: OwnerStudioListItem }) {
  const query = useOwnerProducts(studio.id);
  // On sale first, archived after: each in the order the owner made them (the API's order).
  const products = [...(query.data ?? [])].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  const headingId = `pricing-at-${studio.id}`;
  // Archiving takes the pressed button away with its card's Archive action: focus comes back here.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(heading, query.data);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 text-xl wrap-anywhere text-ink outline-none"
        >
          {studio.name}
        </h3>
        {studio.isActive && (
          <ProductFormDialog
            studio={studio}
            trigger={
              <Button size="sm" aria-label={`Add product at ${studio.name}`}>
                <Plus aria-hidden="true" /> Add product
              </Button>
            }
          />
        )}
      </div>
      {!studio.isActive && (
        <p className="text-sm text-muted">
          This studio is inactive: nothing it sells can be bought. Reactivate it in its Settings, on My
          Studios.
        </p>
      )}
      {query.isPending ? (
        <Skeleton shape="card" className="h-40" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to fetch products.{' '}
          <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : products.length === 0 ? (
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
    </section>
  );
}
