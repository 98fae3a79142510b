import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The small spaced capitals above a heading. */
export function Eyebrow({ children, tone = 'sage' }: { children: ReactNode; tone?: 'sage' | 'light' }) {
  return (
    <p
      className={cn(
        'text-sm font-semibold tracking-[0.14em] uppercase',
        tone === 'sage' ? 'text-sage' : 'text-white',
      )}
    >
      {children}
    </p>
  );
}
