import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A field's label: a plain <label> (no script of its own on the public pages that show one). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers name their control with htmlFor.
  return <label className={cn('text-sm font-medium text-ink', className)} {...props} />;
}
