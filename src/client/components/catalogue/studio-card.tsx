import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Studio } from '../../../common/schemas/studio';
import { studioImage } from '../../lib/images';
import { AccessIconRow } from '../access-features';
import { HeartButton } from '../heart-button';
import { Rating } from '../rating';
import { ServiceBadge } from '../service-badge';
import { VerifiedBadge } from '../verified-badge';
import { shortArea } from './area';
import { CardFrame, CardImage, STRETCHED_LINK_CLASSES } from './card-frame';

export function StudioCard({
  studio,
  headingLevel: Heading = 'h3',
}: {
  studio: Studio;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <CardFrame>
      <CardImage src={studioImage(studio, 'card')} />
      <HeartButton kind="studios" id={studio.id} name={studio.name} placement="card" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <Heading className="line-clamp-2 text-xl">
            <Link to={`/studios/${studio.id}`} className={STRETCHED_LINK_CLASSES}>
              {studio.name}
            </Link>
          </Heading>
          <p className="flex items-center gap-2 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{shortArea(studio.address, studio.postcode)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Rating rating={studio.rating} reviewCount={studio.reviewCount} />
          {studio.verified && <VerifiedBadge />}
        </div>
        <AccessIconRow features={studio.accessibility} />
        <ul className="mt-auto flex flex-wrap gap-2 border-t border-line pt-4" aria-label="Services">
          {studio.serviceTypes.map((type) => (
            <li key={type}>
              <ServiceBadge type={type} />
            </li>
          ))}
        </ul>
      </div>
    </CardFrame>
  );
}
