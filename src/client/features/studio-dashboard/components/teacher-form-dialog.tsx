import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import {
  createTeacherInputSchema,
  MAX_TEACHER_BIO,
  type OwnerTeacher,
} from '../../../../common/schemas/teacher';
import { Button } from '../../../components/ui/button';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useDeleteTeacher, useSaveTeacher } from '../api/owner-teachers';
import { TextField } from './form-controls';
import { RecordForm, RecordFormDialog, useRecordForm } from './record-form-dialog';

type TeacherFormInput = z.input<typeof createTeacherInputSchema>;

interface TeacherFormDialogProps {
  studio: { id: string; name: string };
  /** Edit this teacher; without it the dialog adds one. */
  teacher?: OwnerTeacher;
  trigger: ReactNode;
}

/** Add teacher or Edit: a name, a bio and a square photo; editing also offers Delete. */
export function TeacherFormDialog({ studio, teacher, trigger }: TeacherFormDialogProps) {
  return (
    <RecordFormDialog
      trigger={trigger}
      title={teacher ? `Edit ${teacher.name}` : `Add a teacher at ${studio.name}`}
      description="Students see the teacher on their page and on the classes they teach."
    >
      {(close) => (
        <>
          <TeacherForm studio={studio} teacher={teacher} onDone={close} />
          {teacher && <DeleteTeacher teacher={teacher} onDone={close} />}
        </>
      )}
    </RecordFormDialog>
  );
}

function TeacherForm({
  studio,
  teacher,
  onDone,
}: Omit<TeacherFormDialogProps, 'trigger'> & { onDone: () => void }) {
  const save = useSaveTeacher({ studioId: studio.id, teacherId: teacher?.id });
  const initial: TeacherFormInput = { name: teacher?.name ?? '', bio: teacher?.bio ?? '' };
  const field = useRecordForm(
    createTeacherInputSchema,
    initial,
    teacher ? `teacher-${teacher.id}` : `new-teacher-${studio.id}`,
  );
  return (
    <RecordForm noun="teacher" record={teacher} field={field} save={save.mutateAsync} onDone={onDone}>
      <TextField {...field} name="name" label="Name" />
      <TextField
        {...field}
        name="bio"
        label={`Bio (optional, up to ${MAX_TEACHER_BIO} characters)`}
        multiline
      />
    </RecordForm>
  );
}

/** Delete, asked twice: the teacher's classes and sessions stay, without them. */
function DeleteTeacher({ teacher, onDone }: { teacher: OwnerTeacher; onDone: () => void }) {
  const remove = useDeleteTeacher(teacher.id);
  const [asked, setAsked] = useState(false);
  const run = () =>
    remove.mutateAsync().then(
      () => {
        toast({
          variant: 'success',
          title: 'Teacher deleted',
          description: `${teacher.name} is no longer listed.`,
        });
        onDone();
      },
      failureToast('Could not delete the teacher', 'Please try again.'),
    );
  return (
    <section aria-labelledby={`delete-${teacher.id}`} className="mt-8 border-t border-line pt-6">
      <h3 id={`delete-${teacher.id}`} className="text-lg text-ink">
        Delete teacher
      </h3>
      <p className="mt-1 text-sm text-muted">
        Their classes and sessions stay on your timetable, without their name.
      </p>
      <Button
        variant={asked ? 'danger' : 'secondary'}
        size="sm"
        className="mt-4"
        disabled={remove.isPending}
        onClick={() => (asked ? void run() : setAsked(true))}
      >
        {asked ? `Yes, delete ${teacher.name}` : `Delete ${teacher.name}`}
      </Button>
    </section>
  );
}
