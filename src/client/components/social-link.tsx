import { cn } from '../lib/cn';

const INSTAGRAM_URL = 'https://www.instagram.com/attune.london';

function InstagramIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** The external social-media link (opens Instagram in a new tab). */
export function SocialLink({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  return (
    <a
      href={INSTAGRAM_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={withLabel ? undefined : 'Attune on Instagram (opens in a new tab)'}
      className={cn(
        'inline-flex w-fit items-center gap-2 rounded-full text-muted transition-colors hover:text-sage',
        // The icon alone is 20 px: padding cancelled by an equal negative margin makes a 32 px
        // target without moving it.
        !withLabel && '-m-1.5 p-1.5',
        className,
      )}
    >
      <InstagramIcon />
      {withLabel && (
        <span>
          @attune.london<span className="sr-only"> on Instagram (opens in a new tab)</span>
        </span>
      )}
    </a>
  );
}
