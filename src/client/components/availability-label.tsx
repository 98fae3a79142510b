import { CalendarX, Circle, CircleAlert, CircleCheck, Wifi } from 'lucide-react';
import type { Availability, AvailabilityTone } from '../lib/availability';
import { cn } from '../lib/cn';

const TONES: Record<AvailabilityTone, { className: string; Icon: typeof Circle }> = {
  open: { className: 'text-success', Icon: CircleCheck },
  low: { className: 'text-warn', Icon: CircleAlert },
  full: { className: 'text-danger', Icon: Circle },
  none: { className: 'text-muted', Icon: CalendarX },
  online: { className: 'text-sound-bath', Icon: Wifi },
};

export function AvailabilityLabel({
  availability,
  className,
}: {
  availability: Availability;
  className?: string;
}) {
  const { className: tone, Icon } = TONES[availability.tone];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', tone, className)}>
      <Icon aria-hidden="true" className="size-4" />
      {availability.label}
    </span>
  );
}
