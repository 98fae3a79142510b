import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const SHAPES = { line: 'rounded-md', pill: 'rounded-full', card: 'rounded-card', flush: '' } as const;

export function Skeleton({
  className,
  shape = 'line',
  ...props
}: ComponentProps<'div'> & { shape?: keyof typeof SHAPES }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse bg-line/70', SHAPES[shape], className)} {...props} />
  );
}

/** A page's shape while it loads: screen readers hear `label` once; the boxes are hidden from them. */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Card-shaped boxes, one per class name (its height), while a list or a page loads. */
export function CardSkeletons({
  label,
  className,
  cards,
}: {
  label: string;
  className: string;
  cards: string[];
}) {
  return (
    <LoadingStatus label={label} className={className}>
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} shape="card" className={card} />
      ))}
    </LoadingStatus>
  );
}
