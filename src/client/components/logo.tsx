import { cn } from '../lib/cn';

/** The Attune mark (a sun over a calm wave) and wordmark. Decorative: the link around it carries the name. */
export function Logo({ className, tone = 'ink' }: { className?: string; tone?: 'ink' | 'light' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-display text-2xl font-medium tracking-tight',
        tone === 'ink' ? 'text-ink' : 'text-white',
        className,
      )}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0">
        <circle cx="32" cy="32" r="30" className="fill-sage" />
        <path
          d="M14 36 C 20 26 26 26 32 34 S 44 42 50 30"
          fill="none"
          className="stroke-sand"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="44" cy="20" r="5" className="fill-clay" />
      </svg>
      Attune
    </span>
  );
}
