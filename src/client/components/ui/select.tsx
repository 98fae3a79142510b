import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

interface SelectProps<T extends string> extends Omit<ComponentProps<'select'>, 'value' | 'onChange'> {
  value: T;
  /** Each value and the words shown for it, in order. */
  options: Record<T, string>;
  onValueChange: (value: T) => void;
}

/**
 * The browser's own select, in the field's look with the brand's chevron: on a phone it opens the
 * system's picker, it works from the keyboard (arrows, first letter) before the page's code has
 * loaded, and it costs no script. Radix Select was a tenth of a public page's JavaScript and, as it
 * hydrated, the longest task of /browse (docs/decisions/0084).
 */
export function Select<T extends string>({
  value,
  options,
  onValueChange,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <div className="relative">
      <select
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
        className={cn(fieldClasses, 'h-12 cursor-pointer appearance-none truncate pr-10', className)}
        {...props}
      >
        {(Object.entries(options) as Array<[T, string]>).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
