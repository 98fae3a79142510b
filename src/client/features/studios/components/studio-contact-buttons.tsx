import { Globe, Phone } from 'lucide-react';
import type { Studio } from '../../../../common/schemas/studio';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';

/** SPEC §2: Call and Website appear only when the studio has them, and do nothing yet; the tooltip shows the detail. */
export function StudioContactButtons({ studio }: { studio: Pick<Studio, 'phone' | 'website'> }) {
  if (!studio.phone && !studio.website) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {studio.phone && (
        <Tooltip content={studio.phone}>
          <Button variant="secondary">
            <Phone aria-hidden="true" /> Call
          </Button>
        </Tooltip>
      )}
      {studio.website && (
        <Tooltip content={studio.website.replace(/^https?:\/\//, '')}>
          <Button variant="secondary">
            <Globe aria-hidden="true" /> Website
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
