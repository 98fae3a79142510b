import { Badge } from '../../../components/ui/badge';
import { type DisplayStatus, displayStatus } from './booking-groups';

const LOOK: Record<DisplayStatus, { label: string; className: string }> = {
  confirmed: { label: 'Confirmed', className: 'bg-success/10 text-success' },
  completed: { label: 'Completed', className: 'bg-ink/5 text-ink' },
  cancelled: { label: 'Cancelled', className: 'bg-danger/10 text-danger' },
  pending: { label: 'Pending', className: 'bg-warn/10 text-warn' },
};

export function StatusBadge({ status }: { status: string }) {
  const { label, className } = LOOK[displayStatus(status)];
  return <Badge className={className}>{label}</Badge>;
}
