import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const cardClasses = 'rounded-card bg-surface shadow-raised';

/** A card that is itself a link or holds one stretched over it: it lifts a little on hover. */
export const interactiveCardClasses = `${cardClasses} transition-[box-shadow,transform] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lifted motion-reduce:hover:translate-y-0`;

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardClasses, className)} {...props} />;
}
