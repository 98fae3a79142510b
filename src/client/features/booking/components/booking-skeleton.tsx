import { CardSkeletons } from '../../../components/ui/skeleton';

/** The booking page's shape while the sign-in check or the session is loading. */
export function BookingSkeleton() {
  return (
    <CardSkeletons
      label="Loading session…"
      className="grid gap-8 lg:grid-cols-[1.5fr_1fr]"
      cards={['h-[26rem]', 'h-80']}
    />
  );
}
