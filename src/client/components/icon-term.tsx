import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** One fact of a description list: its label, the icon that marks it, and its value. */
export interface IconFact<V = ReactNode> {
  Icon: LucideIcon;
  label: string;
  value: V;
}

/**
 * A fact's <dt>: the label, with its icon in a sage circle that `circle` places (and sizes) beside it.
 * The icon sits inside the dt, so dt and dd stay the group's direct children, as a <dl> requires.
 */
export function IconTerm({
  Icon,
  label,
  circle,
  iconSize,
}: {
  Icon: LucideIcon;
  label: string;
  circle: string;
  iconSize: string;
}) {
  return (
    <dt className="text-sm text-muted">
      <span className={cn('items-center justify-center rounded-full bg-sage/10 text-sage', circle)}>
        <Icon aria-hidden="true" className={iconSize} />
      </span>
      {label}
    </dt>
  );
}
