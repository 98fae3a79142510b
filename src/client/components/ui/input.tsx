import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-card border border-line bg-surface px-4 text-base text-ink shadow-[inset_0_1px_2px_rgb(31_42_46/4%)] transition-colors duration-150 placeholder:text-muted hover:border-muted/60 focus-visible:border-sage focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sage/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-12', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={5} className={cn(fieldClasses, 'resize-y py-3', className)} {...props} />;
}
