import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface StatusPanelProps {
  icon: LucideIcon;
  title: string;
  /** The heading level that keeps the page outline in order: h1 when the panel is the whole page. */
  titleAs?: 'h1' | 'h2';
  tone?: 'calm' | 'error';
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Empty, error and not-found states: one calm, centred message with an optional way forward. */
export function StatusPanel({
  icon: Icon,
  title,
  titleAs: Title = 'h2',
  tone = 'calm',
  children,
  action,
  className,
}: StatusPanelProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'mx-auto flex max-w-md flex-col items-center gap-3 rounded-card px-6 py-14 text-center',
        className,
      )}
    >
      <span
        className={cn(
          'mb-2 inline-flex size-14 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-danger/10 text-danger' : 'bg-sage/10 text-sage',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Title className="text-2xl text-ink">{title}</Title>
      {children && <div className="text-muted">{children}</div>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
