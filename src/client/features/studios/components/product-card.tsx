import { CalendarRange, Ticket } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../common/schemas/product';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { creditsText, KIND_LABEL, priceText, validityText } from '../../../lib/pass-wording';
import { signInPath } from '../../../lib/redirect';

// Its own chunk, for signed-in visitors only: the dialog and the purchase stay off the studio page
// everyone else loads (docs/decisions/0084).
const BuyProductDialog = lazy(() =>
  import('./buy-product-dialog').then((module) => ({ default: module.BuyProductDialog })),
);

interface ProductCardProps {
  product: Product;
  studio: { id: string; name: string };
  /** Signed out: Buy leads to the sign-in, which comes back here. */
  signedIn: boolean;
}

/** One pack, intro offer or membership: what it gives, for how long, its price, and Buy. */
export function ProductCard({ product, studio, signedIn }: ProductCardProps) {
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-sage/10 text-sage">{KIND_LABEL[product.kind]}</Badge>
      </div>
      <h3 className="text-xl wrap-anywhere text-ink">{product.name}</h3>
      {product.description && <p className="wrap-anywhere text-muted">{product.description}</p>}
      <ul className="flex flex-col gap-1.5 text-sm text-ink">
        <li className="flex items-center gap-2">
          <Ticket aria-hidden="true" className="size-4 shrink-0 text-sage" />
          {creditsText(product.credits, product.kind === 'membership')}
        </li>
        <li className="flex items-center gap-2">
          <CalendarRange aria-hidden="true" className="size-4 shrink-0 text-sage" />
          {product.kind === 'membership' ? 'Renews monthly, cancel any time' : validityText(product)}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="font-display text-2xl text-ink">{priceText(product)}</p>
        {signedIn ? (
          <Suspense
            fallback={
              <Button disabled className="w-full sm:w-auto">
                Buy<span className="sr-only"> {product.name}</span>
              </Button>
            }
          >
            <BuyProductDialog product={product} studioName={studio.name} />
          </Suspense>
        ) : (
          <Button asChild className="w-full sm:w-auto">
            <Link to={signInPath(`/studios/${studio.id}`)}>
              Buy<span className="sr-only"> {product.name}</span>
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
