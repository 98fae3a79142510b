import { useId } from 'react';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';

// The pieces every console tab is drawn with, so the tabs look alike.

export const row =
  'flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-start sm:justify-between';
export const empty = (text: string) => (
  <p className="rounded-card bg-ink/5 p-6 text-center text-muted">{text}</p>
);
export const loading = <p className="text-muted">Loading…</p>;

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex max-w-md flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
