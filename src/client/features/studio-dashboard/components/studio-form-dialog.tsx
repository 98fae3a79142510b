import type { ReactNode } from 'react';
import { z } from 'zod';
import { ACCESS_FEATURE_LABELS, ACCESS_FEATURES } from '../../../../common/accessibility';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '../../../../common/constants';
import {
  coordinatesTogether,
  createStudioInputSchema,
  type OwnerStudio,
} from '../../../../common/schemas/owner-studio';
import { useSaveStudio } from '../api/owner-studios';
import { CheckboxGroup, TextField } from './form-controls';
import { PinPicker } from './pin-picker';
import { RecordForm, RecordFormDialog, useRecordForm } from './record-form-dialog';

/**
 * A coordinate typed as text: empty is none (the studio has no pin), anything else must be a number
 * within the shared rule's range, named as the API names it.
 */
const typedCoordinate = (field: 'latitude' | 'longitude') =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(createStudioInputSchema.shape[field].unwrap());

/** The shared studio rules, with amenities typed as one comma-separated line and coordinates as text. */
const studioFormSchema = createStudioInputSchema
  .omit({ cancellationWindowHours: true })
  .extend({
    latitude: typedCoordinate('latitude'),
    longitude: typedCoordinate('longitude'),
    amenities: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .pipe(createStudioInputSchema.shape.amenities.unwrap()),
  })
  .superRefine(coordinatesTogether);
type StudioFormInput = z.input<typeof studioFormSchema>;

function initialValues(studio?: OwnerStudio): StudioFormInput {
  return {
    name: studio?.name ?? '',
    address: studio?.address ?? '',
    postcode: studio?.postcode ?? '',
    city: studio?.city ?? 'London',
    phone: studio?.phone ?? '',
    website: studio?.website ?? '',
    description: studio?.description ?? '',
    serviceTypes: (studio?.serviceTypes ?? []) as StudioFormInput['serviceTypes'],
    amenities: studio?.amenities.join(', ') ?? '',
    accessibility: studio?.accessibility ?? [],
    accessibilityNotes: studio?.accessibilityNotes ?? '',
    latitude: studio?.latitude == null ? '' : String(studio.latitude),
    longitude: studio?.longitude == null ? '' : String(studio.longitude),
  };
}

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));
const ACCESS_OPTIONS = ACCESS_FEATURES.map((value) => ({ value, label: ACCESS_FEATURE_LABELS[value] }));

/** Add Studio (no studio) or Edit (a studio): the details and a photo, checked as the owner types. */
export function StudioFormDialog({ studio, trigger }: { studio?: OwnerStudio; trigger: ReactNode }) {
  return (
    <RecordFormDialog
      trigger={trigger}
      title={studio ? `Edit ${studio.name}` : 'Add Studio'}
      description={
        studio
          ? 'Changes show on your public studio page at once.'
          : // The truth of docs/decisions/0065: a studio is a draft until a class of it has a session.
            'Your studio appears in the catalogue once one of its classes has a session to book.'
      }
    >
      {(close) => <StudioForm studio={studio} onDone={close} />}
    </RecordFormDialog>
  );
}

function StudioForm({ studio, onDone }: { studio?: OwnerStudio; onDone: () => void }) {
  const save = useSaveStudio(studio?.id);
  const field = useRecordForm(
    studioFormSchema,
    initialValues(studio),
    studio ? `studio-${studio.id}` : 'new-studio',
  );
  return (
    <RecordForm noun="studio" record={studio} field={field} save={save.mutateAsync} onDone={onDone}>
      <TextField {...field} name="name" label="Studio name" />
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <TextField
          {...field}
          name="address"
          label="Address"
          inputProps={{ autoComplete: 'street-address' }}
        />
        <TextField
          {...field}
          name="postcode"
          label="Postcode"
          inputProps={{ autoComplete: 'postal-code', autoCapitalize: 'characters' }}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field}
          name="latitude"
          label="Latitude (optional)"
          hint="Where your pin goes on the map, e.g. 51.5246. Leave both empty for no pin."
          inputProps={{ inputMode: 'decimal' }}
        />
        <TextField
          {...field}
          name="longitude"
          label="Longitude (optional)"
          hint="e.g. -0.0755. Or place the pin on a map below."
          inputProps={{ inputMode: 'decimal' }}
        />
      </div>
      <PinPicker form={field.form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field} name="city" label="City" />
        <TextField
          {...field}
          name="phone"
          label="Phone (optional)"
          inputProps={{ type: 'tel', autoComplete: 'tel' }}
        />
      </div>
      <TextField
        {...field}
        name="website"
        label="Website (optional)"
        hint="An https:// address."
        inputProps={{ type: 'url', placeholder: 'https://' }}
      />
      <TextField {...field} name="description" label="Description (optional)" multiline />
      <CheckboxGroup {...field} name="serviceTypes" label="Classes you offer" options={SERVICE_OPTIONS} />
      <TextField
        {...field}
        name="amenities"
        label="Amenities (optional)"
        hint="Separated by commas, e.g. Showers, Mat hire."
      />
      <CheckboxGroup
        {...field}
        name="accessibility"
        label="Access: tick what holds at your studio"
        options={ACCESS_OPTIONS}
      />
      <TextField
        {...field}
        name="accessibilityNotes"
        label="Access notes (optional)"
        hint="What a disabled or neurodivergent student should know: steps, floors, quiet times. At most 1,000 characters."
        multiline
      />
    </RecordForm>
  );
}
