import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Logo } from './logo';
import { SocialLink } from './social-link';
import { Button } from './ui/button';

interface StandaloneShellProps {
  children: ReactNode;
  /** Story and contact pages offer '← Back' to the landing page. */
  showBack?: boolean;
  /** The contact page leaves out its own 'Contact Us' link. */
  showContactLink?: boolean;
  /** Artwork drawn behind the content, in place of the default soft glow. */
  art?: ReactNode;
  className?: string;
}

/** The header-less pages (/, /our-story, /contact): soft artwork, the content, contact and social links. */
export function StandaloneShell({
  children,
  showBack = false,
  showContactLink = true,
  art,
  className,
}: StandaloneShellProps) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        {art ?? (
          <>
            <div className="absolute -top-40 -left-32 size-[32rem] rounded-full bg-sage/15 blur-3xl" />
            <div className="absolute top-1/3 -right-40 size-[28rem] rounded-full bg-clay/15 blur-3xl" />
            <div className="absolute -bottom-40 left-1/4 size-[26rem] rounded-full bg-mental-health/10 blur-3xl" />
          </>
        )}
      </div>
      <header className="mx-auto grid w-full max-w-5xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-5 pt-6 sm:px-8 sm:pt-8">
        <div>
          {showBack && (
            <Button asChild variant="ghost" size="sm" className="-ml-3">
              <Link to="/">← Back</Link>
            </Button>
          )}
        </div>
        <Link to="/" className="rounded-lg" aria-label="Attune home">
          <Logo />
        </Link>
      </header>
      <main className={cn('mx-auto flex w-full max-w-5xl flex-1 flex-col px-5 py-12 sm:px-8', className)}>
        {children}
      </main>
      <footer className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-center gap-x-6 gap-y-3 px-5 pb-8 text-sm text-muted sm:px-8">
        {showContactLink && (
          <Link
            to="/contact"
            className="rounded-sm font-medium text-ink underline-offset-4 hover:text-sage hover:underline"
          >
            Contact Us
          </Link>
        )}
        <SocialLink withLabel />
        <span>© {new Date().getFullYear()} Attune, London</span>
      </footer>
    </div>
  );
}
