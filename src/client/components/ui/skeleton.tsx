import type { ComponentProps } from 'react';
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
