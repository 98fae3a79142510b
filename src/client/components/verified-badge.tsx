import { BadgeCheck } from 'lucide-react';
import { cn } from '../lib/cn';

/** A studio Attune's operators have checked (docs/decisions/0079): on its page and its cards. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-sage/10 px-2 py-0.5 text-xs font-semibold text-sage',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified
    </span>
  );
}
