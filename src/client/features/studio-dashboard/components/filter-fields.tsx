import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** "Name or e-mail": the search of the Bookings and Clients tabs. */
export function NameSearchField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label="Name or e-mail">
      <Input
        id={id}
        type="search"
        autoComplete="off"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/** A London date ("From", "To"), empty for no bound. */
export function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
