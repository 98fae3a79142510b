import { formatPrice } from '../../../../common/format';
import type { Product } from '../../../../common/schemas/product';

/** What each kind of product is called on the owner's screens. */
export const PRODUCT_KIND_LABELS: Record<Product['kind'], string> = {
  pack: 'Class pack',
  intro: 'Intro offer',
  membership: 'Membership',
};

const classes = (n: number) => `${n} ${n === 1 ? 'class' : 'classes'}`;

/** "10 classes, valid 90 days"; a membership: "Unlimited classes, renews monthly" or "8 classes a month, …". */
export function productTerms(product: Pick<Product, 'kind' | 'credits' | 'validDays'>): string {
  if (product.kind === 'membership') {
    const credits = product.credits === null ? 'Unlimited classes' : `${classes(product.credits)} a month`;
    return `${credits}, renews monthly`;
  }
  const days = product.validDays ?? 0;
  return `${classes(product.credits ?? 0)}, valid ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "£90.00", or "£99.00 / month" for a membership. */
export function productPrice(product: Pick<Product, 'kind' | 'price'>): string {
  return `${formatPrice(product.price)}${product.kind === 'membership' ? ' / month' : ''}`;
}
