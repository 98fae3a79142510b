import { CalendarDays, Clock, MapPin, PoundSterling, Users, Wifi } from 'lucide-react';
import { formatAddress, formatPrice, formatSessionDate, formatTime } from '../../../../common/format';
import type { SessionDetail } from '../../../../common/schemas/session';
import { AvailabilityLabel } from '../../../components/availability-label';
import { DetailList } from '../../../components/detail-list';
import { ServiceBadge } from '../../../components/service-badge';
import { Card } from '../../../components/ui/card';
import { sessionAvailability } from '../../../lib/availability';

/** A titled note from the studio under the details; nothing when it wrote none. */
function StudioNote({ id, title, text }: { id: string; title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-line pt-8">
      <h3 id={id} className="text-xl text-ink">
        {title}
      </h3>
      <p className="mt-2 wrap-anywhere text-ink/90">{text}</p>
    </section>
  );
}

/** Everything the booking page shows about the session: class, studio, when, how long, where, places and price. */
export function SessionOverview({ session }: { session: SessionDetail }) {
  const { class: cls } = session;
  const online = cls.deliveryMethod === 'online';
  const { studio } = cls;
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-col gap-3">
        <ServiceBadge type={cls.serviceType} className="self-start" />
        <h2 className="text-2xl wrap-anywhere text-ink sm:text-3xl">{cls.title}</h2>
        <p className="wrap-anywhere text-muted">
          with <span className="font-medium text-ink">{studio.name}</span>
        </p>
      </div>
      <DetailList
        className="mt-8 border-t border-line pt-8"
        items={[
          {
            Icon: CalendarDays,
            label: 'Date and time',
            value: `${formatSessionDate(session.startTime)} – ${formatTime(session.endTime)}`,
          },
          { Icon: Clock, label: 'Duration', value: `${cls.duration} minutes` },
          {
            Icon: online ? Wifi : MapPin,
            label: 'Location',
            value: online ? 'Online Class' : formatAddress(studio),
          },
          {
            Icon: Users,
            label: 'Spots available',
            value: <AvailabilityLabel availability={sessionAvailability(session.availableSpots)} />,
          },
          { Icon: PoundSterling, label: 'Price', value: `${formatPrice(cls.price)} per session` },
        ]}
      />
      <StudioNote id="special-instructions" title="Special instructions" text={session.specialInstructions} />
      <StudioNote id="requirements" title="What to bring" text={cls.requirements} />
    </Card>
  );
}
