import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

/** What every catalogue card has: its picture, then its body. */
function CardSkeletonFrame({ children }: { children: ReactNode }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <Skeleton shape="flush" className="aspect-[16/10]" />
      <div className="flex flex-1 flex-col gap-3 p-5">{children}</div>
    </Card>
  );
}

/** Same boxes and line heights as ClassCard, so nothing moves when the data arrives. */
function ClassCardSkeleton() {
  return (
    <CardSkeletonFrame>
      <div className="flex flex-col gap-1.5">
        <Skeleton className="my-[3px] h-4 w-1/2" />
        <div className="min-h-[2.6em] text-xl">
          <Skeleton className="mt-1 h-5 w-4/5" />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Skeleton className="my-[2px] h-[17px] w-2/5" />
        <Skeleton className="my-[2px] h-[17px] w-1/3" />
        <Skeleton className="my-[2px] h-[17px] w-3/5" />
      </div>
      <div className="mt-auto flex items-end justify-between border-t border-line pt-4">
        <div className="flex flex-col">
          <Skeleton className="my-[3px] h-[23px] w-20" />
          <Skeleton className="my-[3px] h-[15px] w-16" />
        </div>
        <Skeleton className="h-5 w-20" />
      </div>
    </CardSkeletonFrame>
  );
}

function StudioCardSkeleton() {
  return (
    <CardSkeletonFrame>
      <div className="flex flex-col gap-1">
        <Skeleton className="my-1 h-5 w-3/4" />
        <Skeleton className="my-[3px] h-4 w-1/2" />
      </div>
      <Skeleton className="h-5 w-32" />
      <div className="mt-auto flex gap-2 border-t border-line pt-4">
        <Skeleton shape="pill" className="h-[30px] w-20" />
        <Skeleton shape="pill" className="h-[30px] w-24" />
      </div>
    </CardSkeletonFrame>
  );
}

export function SkeletonGrid({ count, kind }: { count: number; kind: 'class' | 'studio' }) {
  const Card = kind === 'class' ? ClassCardSkeleton : StudioCardSkeleton;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i} data-testid={`${kind}-card-skeleton`}>
          <Card />
        </li>
      ))}
    </>
  );
}
