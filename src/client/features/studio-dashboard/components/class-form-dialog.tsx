import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTY_LEVELS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '../../../../common/constants';
import type { OwnerClass } from '../../../../common/schemas/owner-class';
import { createClassInputSchema } from '../../../../common/schemas/owner-class';
import { useSaveClass } from '../api/owner-classes';
import { useOwnerTeachers } from '../api/owner-teachers';
import { CheckboxGroup, SelectField, TextField } from './form-controls';
import { RecordForm, RecordFormDialog, useRecordForm } from './record-form-dialog';
import { WithdrawSection } from './withdraw-section';

type ClassFormInput = z.input<typeof createClassInputSchema>;

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));
const DELIVERY_OPTIONS = [
  { value: 'in-person', label: 'In-Person' },
  { value: 'online', label: 'Online' },
] as const;
/** The one set of levels the student's filter offers too (src/common/constants.ts). */
const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map((value) => ({ value, label: value }));

function initialValues(cls: OwnerClass | undefined, serviceType: string | undefined): ClassFormInput {
  return {
    title: cls?.title ?? '',
    serviceType: (cls?.serviceType ?? serviceType ?? 'yoga') as ClassFormInput['serviceType'],
    deliveryMethod: (cls?.deliveryMethod ?? 'in-person') as ClassFormInput['deliveryMethod'],
    duration: cls?.duration ?? 60,
    price: cls?.price ?? '',
    maxParticipants: cls?.maxParticipants ?? 12,
    description: cls?.description ?? '',
    difficulty: cls?.difficulty ?? DEFAULT_DIFFICULTY,
    requirements: cls?.requirements ?? '',
    teacherIds: cls?.teachers.map((teacher) => teacher.id) ?? [],
  };
}

interface ClassFormDialogProps {
  studio: { id: string; name: string; serviceTypes: string[] };
  /** Edit this class; without it the dialog adds one. */
  cls?: OwnerClass;
  trigger: ReactNode;
}

/** Add Class or Edit: what, how long, how many, the price and a photo. */
export function ClassFormDialog({ studio, cls, trigger }: ClassFormDialogProps) {
  return (
    <RecordFormDialog
      trigger={trigger}
      title={cls ? `Edit ${cls.title}` : `Add a class at ${studio.name}`}
      description={
        cls ? 'Changes show on the class page at once.' : 'Schedule its sessions once it is saved.'
      }
    >
      {(close) => (
        <>
          <ClassForm studio={studio} cls={cls} onDone={close} />
          {cls && <WithdrawSection kind="classes" id={cls.id} name={cls.title} onDone={close} />}
        </>
      )}
    </RecordFormDialog>
  );
}

function ClassForm({ studio, cls, onDone }: Omit<ClassFormDialogProps, 'trigger'> & { onDone: () => void }) {
  const save = useSaveClass({ studioId: studio.id, classId: cls?.id });
  const field = useRecordForm(
    createClassInputSchema,
    initialValues(cls, studio.serviceTypes[0]),
    cls ? `class-${cls.id}` : `new-class-${studio.id}`,
  );
  return (
    <RecordForm noun="class" record={cls} field={field} save={save.mutateAsync} onDone={onDone}>
      <TextField {...field} name="title" label="Title" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field} name="serviceType" label="Service type" options={SERVICE_OPTIONS} />
        <SelectField {...field} name="deliveryMethod" label="Format" options={DELIVERY_OPTIONS} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          {...field}
          name="duration"
          label="Duration (minutes)"
          numeric
          inputProps={{ type: 'number', min: 5, max: 480, step: 5 }}
        />
        <TextField
          {...field}
          name="price"
          label="Price (£)"
          inputProps={{ inputMode: 'decimal', placeholder: '18.00' }}
        />
        <TextField
          {...field}
          name="maxParticipants"
          label="Max participants"
          numeric
          inputProps={{ type: 'number', min: 1, max: 500, step: 1 }}
        />
      </div>
      <TextField {...field} name="description" label="Description (optional)" multiline />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field} name="difficulty" label="Difficulty" options={DIFFICULTY_OPTIONS} />
        <TextField {...field} name="requirements" label="What to bring (optional)" />
      </div>
      <TeacherPicker field={field} studioId={studio.id} />
    </RecordForm>
  );
}

/** Who teaches the class: the studio's teachers as checkboxes; none yet says where to add them. */
function TeacherPicker({
  field,
  studioId,
}: {
  field: ReturnType<typeof useRecordForm<ClassFormInput, z.output<typeof createClassInputSchema>>>;
  studioId: string;
}) {
  const teachers = useOwnerTeachers(studioId);
  if (!teachers.data) return null;
  if (teachers.data.length === 0) {
    return <p className="text-sm text-muted">Add teachers on the Teachers tab to name them on this class.</p>;
  }
  return (
    <CheckboxGroup
      {...field}
      name="teacherIds"
      label="Teachers"
      options={teachers.data.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
    />
  );
}
