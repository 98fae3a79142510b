import { Plus, UserRound } from 'lucide-react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useOwnerTeachers } from '../api/owner-teachers';
import { QueryStates, StudioSection } from './studio-section';
import { TeacherFormDialog } from './teacher-form-dialog';

/** One studio's teachers on the Teachers tab: Add teacher, then a card for each with Edit. */
export function StudioTeachers({ studio }: { studio: OwnerStudioListItem }) {
  const query = useOwnerTeachers(studio.id);
  return (
    <StudioSection
      studio={studio}
      idPrefix="teachers-at"
      data={query.data}
      action={
        <TeacherFormDialog
          studio={studio}
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Add teacher at ${studio.name}`}>
              <Plus aria-hidden="true" /> Add teacher
            </Button>
          }
        />
      }
    >
      <QueryStates query={query} what="teachers">
        {query.data?.length === 0 ? (
          <p className="text-sm text-muted">No teachers yet. Add them, then choose them on each class.</p>
        ) : (
          <ul aria-label={`Teachers at ${studio.name}`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {query.data?.map((teacher) => (
              <li key={teacher.id}>
                <Card data-testid="owner-teacher" className="flex h-full items-start gap-4 p-5">
                  {teacher.imageUrl ? (
                    <img
                      src={teacher.imageUrl}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-full object-cover"
                    />
                  ) : (
                    <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-sand text-sage">
                      <UserRound aria-hidden="true" className="size-6" />
                    </span>
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <h4 className="font-sans text-base font-semibold wrap-anywhere text-ink">
                      {teacher.name}
                    </h4>
                    {teacher.bio && <p className="line-clamp-2 text-sm text-muted">{teacher.bio}</p>}
                    <TeacherFormDialog
                      studio={studio}
                      teacher={teacher}
                      trigger={
                        <Button
                          size="inline"
                          variant="link"
                          className="mt-1 self-start"
                          aria-label={`Edit ${teacher.name}`}
                        >
                          Edit
                        </Button>
                      }
                    />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </StudioSection>
  );
}
