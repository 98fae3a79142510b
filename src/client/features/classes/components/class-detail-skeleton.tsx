import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';

export function ClassDetailSkeleton() {
  return (
    <LoadingStatus label="Loading class…" className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
      <div className="flex flex-col gap-6">
        <Skeleton shape="card" className="aspect-[16/9] w-full" />
        <Skeleton shape="pill" className="h-7 w-40" />
        <Skeleton className="h-11 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} shape="card" className="h-[74px]" />
          ))}
        </div>
      </div>
      <Skeleton shape="card" className="h-96" />
    </LoadingStatus>
  );
}
