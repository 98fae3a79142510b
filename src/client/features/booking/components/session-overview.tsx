import { CalendarDays, Clock, MapPin, PoundSterling, Users, Wifi } from 'lucide-react';
import { formatPrice, formatSessionDate, formatTime } from '../../../../common/format';
import type { SessionDetail } from '../../../../common/schemas/session';
import { AvailabilityLabel } from '../../../components/availability-label';
import { DetailList } from '../../../components/detail-list';
import { ServiceBadge } from '../../../components/service-badge';
import { Card } from '../../../components/ui/card';
import { sessionAvailability } from '../../../lib/availability';

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
            value: online
              ? 'Online Class'
              : `${studio.address}, ${studio.city}${studio.postcode ? ` ${studio.postcode}` : ''}`,
          },
          {
            Icon: Users,
            label: 'Spots available',
            value: <AvailabilityLabel availability={sessionAvailability(session.availableSpots)} />,
          },
          { Icon: PoundSterling, label: 'Price', value: `${formatPrice(cls.price)} per session` },
        ]}
      />
      {session.specialInstructions && (
        <section aria-labelledby="special-instructions" className="mt-8 border-t border-line pt-8">
          <h3 id="special-instructions" className="text-xl text-ink">
            Special instructions
          </h3>
          <p className="mt-2 wrap-anywhere text-ink/90">{session.specialInstructions}</p>
        </section>
      )}
      {cls.requirements && (
        <section aria-labelledby="requirements" className="mt-8 border-t border-line pt-8">
          <h3 id="requirements" className="text-xl text-ink">
            What to bring
          </h3>
          <p className="mt-2 wrap-anywhere text-ink/90">{cls.requirements}</p>
        </section>
      )}
    </Card>
  );
}
