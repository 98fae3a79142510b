import { Eye, MapPin, Pencil, Settings } from 'lucide-react';
import type { Studio } from '../../../../common/schemas/studio';
import { InertButton } from '../../../components/inert-button';
import { Rating } from '../../../components/rating';
import { ServiceBadge } from '../../../components/service-badge';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { imageFor } from '../../../lib/images';

/** A studio as its owner sees it. SPEC §2: Edit, View and settings have no action yet. */
export function OwnerStudioCard({ studio }: { studio: Studio }) {
  return (
    <Card data-testid="owner-studio" className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[16/9] overflow-hidden bg-line">
        <img
          src={imageFor(studio.imageUrl, studio.serviceTypes[0])}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <Badge
          className={`absolute top-3 left-3 shadow-sm ${studio.isActive ? 'bg-surface/95 text-success' : 'bg-surface/95 text-muted'}`}
        >
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${studio.isActive ? 'bg-success' : 'bg-muted'}`}
          />
          {studio.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 className="text-xl text-ink">{studio.name}</h3>
          <p className="flex items-start gap-2 text-sm text-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {studio.address}, {studio.city}
              {studio.postcode ? ` ${studio.postcode}` : ''}
            </span>
          </p>
        </div>
        <Rating rating={studio.rating} reviewCount={studio.reviewCount} />
        {studio.serviceTypes.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Services">
            {studio.serviceTypes.map((type) => (
              <li key={type}>
                <ServiceBadge type={type} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center gap-2 border-t border-line pt-4">
          <InertButton hint="Editing studios is coming soon">
            <Pencil aria-hidden="true" /> Edit
          </InertButton>
          <InertButton hint="Studio pages for owners are coming soon">
            <Eye aria-hidden="true" /> View
          </InertButton>
          <InertButton
            hint="Studio settings are coming soon"
            size="icon"
            variant="ghost"
            aria-label={`Settings for ${studio.name}`}
            className="ml-auto"
          >
            <Settings aria-hidden="true" />
          </InertButton>
        </div>
      </div>
    </Card>
  );
}
