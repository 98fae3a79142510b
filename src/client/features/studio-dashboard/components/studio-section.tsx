import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFocusFallback } from '../../../lib/use-focus-fallback';

/**
 * One studio's part of a dashboard tab (its classes, its products, its promo codes): the studio's name
 * as a heading with the tab's Add action beside it, then the list. An action that takes its own button
 * away (archive, deactivate) moves the record between lists: focus then comes back to the heading.
 */
export function StudioSection({
  studio,
  idPrefix,
  label,
  data,
  action,
  children,
}: {
  studio: OwnerStudioListItem;
  /** Makes the heading's id, `<idPrefix>-<studio id>`. */
  idPrefix: string;
  /** The section's name when the heading alone would repeat another section's (the same studio's). */
  label?: string;
  /** The list's data: focus falls back to the heading when it changes under the focused button. */
  data: unknown;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${idPrefix}-${studio.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(heading, data);
  return (
    <section
      aria-labelledby={label ? undefined : headingId}
      aria-label={label}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 text-xl wrap-anywhere text-ink outline-none"
        >
          {studio.name}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A list's query while it loads or when it failed ("Failed to fetch <what>." with Try again), else the list. */
export function QueryStates({
  query,
  what,
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  what: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Skeleton shape="card" className="h-40" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {`Failed to fetch ${what}. `}
        <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return <>{children}</>;
}
