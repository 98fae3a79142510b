import { Skeleton } from '../../../components/ui/skeleton';

/** The booking page's shape while the sign-in check or the session is loading. */
export function BookingSkeleton() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
      <span className="sr-only">Loading session…</span>
      <Skeleton shape="card" className="h-[26rem]" />
      <Skeleton shape="card" className="h-80" />
    </div>
  );
}
