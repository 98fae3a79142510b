import { CalendarDays, Eye, Layers, MapPin, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatAddress } from '../../../../common/format';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Rating } from '../../../components/rating';
import { ServiceBadge } from '../../../components/service-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { studioImage } from '../../../lib/images';
import { BookingWidgetDialog } from './booking-widget-dialog';
import { StudioFormDialog } from './studio-form-dialog';
import { StudioSettingsDialog } from './studio-settings-dialog';
import { WaiverEditorDialog } from './waiver-editor-dialog';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Active and listed; a draft, active but not listed until a class has an upcoming session; inactive. */
const STATE = {
  active: { label: 'Active', text: 'text-success', dot: 'bg-success' },
  draft: { label: 'Draft', text: 'text-ink', dot: 'bg-clay' },
  inactive: { label: 'Inactive', text: 'text-muted', dot: 'bg-muted' },
};

/** A studio as its owner sees it: Edit, View its public page, its booking Widget, its Waiver, and Settings. */
export function OwnerStudioCard({ studio }: { studio: OwnerStudioListItem }) {
  const state = !studio.isActive ? 'inactive' : studio.isPublic ? 'active' : 'draft';
  return (
    <Card data-testid="owner-studio" className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[16/10] overflow-hidden bg-line">
        <img
          src={studioImage(studio, 'card')}
          alt=""
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <Badge className={`absolute top-3 left-3 bg-surface/95 shadow-sm ${STATE[state].text}`}>
          <span aria-hidden="true" className={`size-2 rounded-full ${STATE[state].dot}`} />
          {STATE[state].label}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 className="text-xl wrap-anywhere text-ink">{studio.name}</h3>
          <p className="flex items-start gap-2 text-sm wrap-anywhere text-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{formatAddress(studio)}</span>
          </p>
        </div>
        <Rating rating={studio.rating} reviewCount={studio.reviewCount} />
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <Layers aria-hidden="true" className="size-4" />
            {plural(studio.activeClassCount, 'active class', 'active classes')}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {plural(studio.upcomingSessionCount, 'upcoming session', 'upcoming sessions')}
          </li>
        </ul>
        {studio.serviceTypes.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Services">
            {studio.serviceTypes.map((type) => (
              <li key={type}>
                <ServiceBadge type={type} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <StudioFormDialog
            studio={studio}
            trigger={
              <Button variant="secondary" size="sm" aria-label={`Edit ${studio.name}`}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
            }
          />
          {studio.isActive && (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/studios/${studio.id}`} aria-label={`View ${studio.name}`}>
                <Eye aria-hidden="true" /> View
              </Link>
            </Button>
          )}
          {studio.isActive && <BookingWidgetDialog studio={studio} />}
          <WaiverEditorDialog studio={studio} />
          <StudioSettingsDialog studio={studio} />
        </div>
      </div>
    </Card>
  );
}
