import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';

export function StudioDetailSkeleton() {
  return (
    <LoadingStatus label="Loading studio…" className="flex flex-col gap-8">
      <Skeleton shape="card" className="aspect-[16/10] w-full sm:aspect-[21/8]" />
      <Skeleton className="h-11 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <Skeleton shape="card" className="h-40" />
        <Skeleton shape="card" className="h-40" />
      </div>
    </LoadingStatus>
  );
}
