import { useAuth } from '../../../lib/auth';
import { useStudioProducts } from '../api/products';
import { ProductCard } from './product-card';

/**
 * "Passes & memberships": what the studio sells beside single classes. Nothing is drawn while the list
 * loads, when the studio sells none, or when the list cannot be read: the page is about the studio,
 * and its classes book either way. It sits below the classes, so its arrival moves nothing above.
 */
export function PassesSection({ studio }: { studio: { id: string; name: string } }) {
  const { data: products } = useStudioProducts(studio.id);
  const { user } = useAuth();
  if (!products?.length) return null;
  return (
    <section aria-labelledby="studio-passes" id="passes">
      <h2 id="studio-passes" className="text-2xl text-ink sm:text-3xl">
        Passes &amp; memberships
      </h2>
      <p className="mt-2 mb-6 text-muted">Save on regular classes: valid for every class at {studio.name}.</p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} studio={studio} signedIn={!!user} />
          </li>
        ))}
      </ul>
    </section>
  );
}
