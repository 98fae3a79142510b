import { Pencil } from 'lucide-react';
import type { OwnerProduct } from '../../../../common/schemas/owner-product';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ArchiveProductDialog } from './archive-product-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { PRODUCT_KIND_LABELS, productPrice, productTerms } from './product-terms';

/** One product on the Pricing tab: what it is, its price, whether it is on sale, what it sold; Edit and Archive. */
export function ProductCard({
  product,
  studio,
}: {
  product: OwnerProduct;
  studio: { id: string; name: string };
}) {
  return (
    <Card data-testid="owner-product" className="flex h-full flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-sage/10 text-sage">{PRODUCT_KIND_LABELS[product.kind]}</Badge>
        {product.isActive ? (
          <Badge className="bg-success/10 text-success">On sale</Badge>
        ) : (
          <Badge className="bg-ink/5 text-muted">Archived</Badge>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <h4 className="font-display text-xl wrap-anywhere text-ink">{product.name}</h4>
        <p className="text-sm text-muted">{productTerms(product)}</p>
        {product.description && (
          <p className="line-clamp-2 text-sm wrap-anywhere text-muted">{product.description}</p>
        )}
      </div>
      <dl className="mt-auto grid grid-cols-3 gap-3 border-t border-line pt-4 text-sm">
        <div className="col-span-3 sm:col-span-1">
          <dt className="text-muted">Price</dt>
          <dd className="font-semibold whitespace-nowrap text-ink">{productPrice(product)}</dd>
        </div>
        <div>
          <dt className="text-muted">Sold</dt>
          <dd className="font-semibold text-ink">{product.sold.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt className="text-muted">Active passes</dt>
          <dd className="font-semibold text-ink">{product.activePasses.toLocaleString('en-GB')}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <ProductFormDialog
          studio={studio}
          product={product}
          trigger={
            <Button variant="secondary" size="sm" aria-label={`Edit ${product.name}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          }
        />
        {product.isActive && <ArchiveProductDialog product={product} />}
      </div>
    </Card>
  );
}
