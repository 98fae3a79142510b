import { Plus } from 'lucide-react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { useOwnerClasses } from '../api/owner-classes';
import { ArchivedClasses } from './archived-classes';
import { ClassFormDialog } from './class-form-dialog';
import { OwnerClassCard } from './owner-class-card';
import { QueryStates, StudioSection } from './studio-section';

/** The Classes tab, one studio at a time: Add Class, each class with its sessions, then the archived ones. */
export function StudioClasses({ studio }: { studio: OwnerStudioListItem }) {
  const detail = useOwnerClasses(studio.id, studio.isActive);
  const active = detail.data?.filter((cls) => cls.isActive) ?? [];
  const archived = detail.data?.filter((cls) => !cls.isActive) ?? [];
  return (
    <StudioSection
      studio={studio}
      idPrefix="classes-at"
      // Archiving or restoring a class moves it between the lists, and the button pressed goes with it.
      data={detail.data}
      action={
        studio.isActive && (
          <ClassFormDialog
            studio={studio}
            trigger={
              <Button size="sm" aria-label={`Add Class at ${studio.name}`}>
                <Plus aria-hidden="true" /> Add Class
              </Button>
            }
          />
        )
      }
    >
      {!studio.isActive ? (
        <p className="text-sm text-muted">
          This studio is inactive: its classes are not listed. Reactivate it in its Settings, on My Studios.
        </p>
      ) : (
        <QueryStates query={detail} what="classes">
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
        </QueryStates>
      )}
    </StudioSection>
  );
}
