import { Globe, Phone } from 'lucide-react';
import type { Studio } from '../../../../common/schemas/studio';
import { Button } from '../../../components/ui/button';

/** Only https websites become links: anything else stored before the rule is not sent to a browser. */
function safeWebsite(website: string | null): string | null {
  return website && /^https:\/\//i.test(website) ? website : null;
}

/** Call and Website appear only when the studio has them: a tel: link a phone can dial, and the site. */
export function StudioContactButtons({ studio }: { studio: Pick<Studio, 'name' | 'phone' | 'website'> }) {
  const website = safeWebsite(studio.website);
  if (!studio.phone && !website) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {studio.phone && (
        <Button asChild variant="secondary">
          <a href={`tel:${studio.phone.replace(/[^\d+]/g, '')}`}>
            <Phone aria-hidden="true" /> Call <span className="font-normal text-muted">{studio.phone}</span>
          </a>
        </Button>
      )}
      {website && (
        <Button asChild variant="secondary">
          <a href={website} target="_blank" rel="noopener noreferrer">
            <Globe aria-hidden="true" /> Website
            <span className="sr-only"> of {studio.name} (opens in a new tab)</span>
          </a>
        </Button>
      )}
    </div>
  );
}
