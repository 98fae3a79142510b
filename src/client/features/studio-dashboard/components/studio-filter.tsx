import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export interface StudioOption {
  id: string;
  name: string;
}

/**
 * "Studio": all of the owner's studios or one. Shown only to an owner of more than one studio; the
 * value is the chosen studio's id, '' for all.
 */
export function StudioFilter({
  id,
  studios,
  value,
  onChange,
}: {
  id: string;
  studios: StudioOption[];
  value: string;
  onChange: (studioId: string) => void;
}) {
  if (studios.length < 2) return null;
  return (
    <FormField id={id} label="Studio">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(fieldClasses, 'h-12')}
      >
        <option value="">All studios</option>
        {studios.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
