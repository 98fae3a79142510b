import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
  className?: string;
}

export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: FilterSelectProps<T>) {
  return (
    <div className={className ?? 'flex flex-col gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} options={options} onValueChange={onChange} />
    </div>
  );
}
