import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The pill shape; its colours come from the caller (service tones, statuses). */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm leading-none font-medium whitespace-nowrap',
        className,
      )}
      {...props}
    />
  );
}
