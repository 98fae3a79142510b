import { ComingNext } from '../../../components/coming-next';

export function CheckoutPage() {
  return <ComingNext title="Checkout" />;
}
