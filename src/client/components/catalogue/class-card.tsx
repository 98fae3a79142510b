import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatDuration, formatPrice, formatSessionDate } from '../../../common/format';
import type { ClassListItem } from '../../../common/schemas/class';
import type { Studio } from '../../../common/schemas/studio';
import { cardAvailability } from '../../lib/availability';
import { classImage } from '../../lib/images';
import { AccessIconRow } from '../access-features';
import { AvailabilityLabel } from '../availability-label';
import { HeartButton } from '../heart-button';
import { ServiceBadge } from '../service-badge';
import { shortArea } from './area';
import { CardFrame, CardImage, STRETCHED_LINK_CLASSES } from './card-frame';

interface ClassCardProps {
  /**
   * A class of the list, or of a studio's page (the same class and sessions, without the studio;
   * the card shows no rating, so a studio's page need not carry the class's own).
   */
  cls: Omit<ClassListItem, 'studio' | 'rating' | 'reviewCount'>;
  /**
   * Its studio; with `accessibility`, an in-person class's card shows its access icons (a studio's
   * own page does not repeat them).
   */
  studio: Pick<Studio, 'name' | 'address' | 'postcode'> & Partial<Pick<Studio, 'accessibility'>>;
  /** The heading level that keeps the page outline in order where the card is used. */
  headingLevel?: 'h2' | 'h3';
  /** One of the first cards on screen: its artwork loads at once (see CardImage). */
  priority?: boolean;
}

export function ClassCard({ cls, studio, headingLevel: Heading = 'h3', priority }: ClassCardProps) {
  const next = cls.upcomingSessions[0];
  const online = cls.deliveryMethod === 'online';
  return (
    <CardFrame>
      <CardImage src={classImage(cls, 'card')} priority={priority}>
        <ServiceBadge type={cls.serviceType} variant="overlay" className="absolute top-3 left-3" />
        {/* On the artwork, like the badge: a card is the same height with or without access features,
            so the skeletons keep their place (e2e/browse.spec.ts). */}
        {!online && studio.accessibility && (
          <AccessIconRow
            features={studio.accessibility}
            className="absolute bottom-3 left-3 rounded-full bg-surface/95 py-1 pr-1.5 pl-3 shadow-sm"
          />
        )}
      </CardImage>
      <HeartButton kind="classes" id={cls.id} name={cls.title} placement="card" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1.5">
          <p className="truncate text-sm font-medium text-muted">{studio.name}</p>
          <Heading className="line-clamp-2 min-h-[2.6em] text-xl">
            <Link to={`/classes/${cls.id}`} className={STRETCHED_LINK_CLASSES}>
              {cls.title}
            </Link>
          </Heading>
        </div>
        <ul className="flex flex-col gap-1.5 text-sm text-muted">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">
              {online ? 'Online Class' : shortArea(studio.address, studio.postcode)}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {formatDuration(cls.duration)}
            {cls.difficulty && <span aria-hidden="true">·</span>}
            {cls.difficulty}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {next ? `Next: ${formatSessionDate(next.startTime)}` : 'No upcoming sessions'}
          </li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-line pt-4">
          <p className="flex flex-col">
            <span className="text-xl font-semibold text-ink">{formatPrice(cls.price)}</span>
            <span className="text-sm text-muted">per session</span>
          </p>
          <AvailabilityLabel availability={cardAvailability(cls.deliveryMethod, cls.upcomingSessions)} />
        </div>
      </div>
    </CardFrame>
  );
}
