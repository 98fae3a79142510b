import { Plus } from 'lucide-react';
import { useRef } from 'react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useOwnerClasses } from '../api/owner-classes';
import { ArchivedClasses } from './archived-classes';
import { ClassFormDialog } from './class-form-dialog';
import { OwnerClassCard } from './owner-class-card';

/** The Classes tab, one studio at a time: Add Class, each class with its sessions, then the archived ones. */
export function StudioClasses({ studio }: { studio: OwnerStudioListItem }) {
  const detail = useOwnerClasses(studio.id, studio.isActive);
  const active = detail.data?.filter((cls) => cls.isActive) ?? [];
  const archived = detail.data?.filter((cls) => !cls.isActive) ?? [];
  const headingId = `classes-at-${studio.id}`;
  // Archiving or restoring a class moves it between the lists, and the button pressed goes with it.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(heading, detail.data);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 text-xl wrap-anywhere text-ink outline-none"
        >
          {studio.name}
        </h3>
        {studio.isActive && (
          <ClassFormDialog
            studio={studio}
            trigger={
              <Button size="sm" aria-label={`Add Class at ${studio.name}`}>
                <Plus aria-hidden="true" /> Add Class
              </Button>
            }
          />
        )}
      </div>
      {!studio.isActive ? (
        <p className="text-sm text-muted">
          This studio is inactive: its classes are not listed. Reactivate it in its Settings, on My Studios.
        </p>
      ) : detail.isPending ? (
        <Skeleton shape="card" className="h-40" />
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to fetch classes.{' '}
          <button type="button" className="font-medium underline" onClick={() => detail.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          {active.length === 0 ? (
            <p className="text-sm text-muted">No classes yet. Add one to put it in the catalogue.</p>
          ) : (
            <ul aria-label={`Classes at ${studio.name}`} className="grid gap-4 xl:grid-cols-2">
              {active.map((cls) => (
                <li key={cls.id}>
                  <OwnerClassCard cls={cls} studio={studio} />
                </li>
              ))}
            </ul>
          )}
          {archived.length > 0 && <ArchivedClasses classes={archived} studioName={studio.name} />}
        </>
      )}
    </section>
  );
}
