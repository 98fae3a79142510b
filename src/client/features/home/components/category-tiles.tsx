import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ServiceType } from '../../../../common/constants';
import { interactiveCardClasses } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { SERVICE_TONE } from '../../../lib/service-types';

// The four tiles and their counts, as written.
const CATEGORIES: Array<{ type: ServiceType; name: string; count: string; blurb: string }> = [
  { type: 'yoga', name: 'Yoga', count: '150+ classes', blurb: 'Flow, restore and strengthen' },
  {
    type: 'mental-health',
    name: 'Mental Health',
    count: '85+ classes',
    blurb: 'Circles, skills and support',
  },
  { type: 'reiki', name: 'Reiki', count: '60+ sessions', blurb: 'Gentle, hands-on energy work' },
  { type: 'sound-bath', name: 'Sound Bath', count: '45+ sessions', blurb: 'Gongs, bowls and deep rest' },
];

export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
      {CATEGORIES.map(({ type, name, count, blurb }) => (
        <li key={type}>
          <Link
            to={`/browse?serviceType=${type}`}
            className={`group flex h-full flex-col overflow-hidden ${interactiveCardClasses}`}
          >
            <div className="aspect-[4/3] overflow-hidden">
              <img
                src={`/images/defaults/${type}.svg`}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-105 motion-reduce:group-hover:scale-100"
              />
            </div>
            <div className="flex flex-1 items-end justify-between gap-3 p-4 sm:p-5">
              <div>
                <h3 className="text-lg text-ink sm:text-xl">{name}</h3>
                <p className="mt-1 hidden text-sm text-muted sm:block">{blurb}</p>
                <p className={cn('mt-1 text-sm font-semibold sm:mt-3', SERVICE_TONE[type].text)}>{count}</p>
              </div>
              <span
                aria-hidden="true"
                className={cn(
                  'hidden size-9 shrink-0 items-center justify-center rounded-full transition-transform duration-200 group-hover:translate-x-0.5 sm:inline-flex',
                  SERVICE_TONE[type].soft,
                  SERVICE_TONE[type].text,
                )}
              >
                <ArrowRight className="size-4" />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
