import {
  Accessibility,
  Armchair,
  ArrowUpDown,
  Ear,
  Feather,
  type LucideIcon,
  Shirt,
  Toilet,
  VolumeX,
} from 'lucide-react';
import { ACCESS_FEATURE_LABELS, type AccessFeature } from '../../common/accessibility';
import { cn } from '../lib/cn';

/** The icon that marks each access feature, next to its label (docs/decisions/0077). */
export const ACCESS_FEATURE_ICONS: Record<AccessFeature, LucideIcon> = {
  'step-free-entrance': Accessibility,
  lift: ArrowUpDown,
  'accessible-toilet': Toilet,
  'hearing-loop': Ear,
  'quiet-space': VolumeX,
  'adaptive-props': Armchair,
  'sensory-friendly-sessions': Feather,
  'gender-neutral-changing': Shirt,
};

/**
 * A card's access features: one compact row of small icons, each named for screen readers and on
 * hover; nothing at all when the studio has set none. The studio page says the rest in words.
 */
export function AccessIconRow({
  features,
  className,
}: {
  features: readonly AccessFeature[];
  className?: string;
}) {
  if (features.length === 0) return null;
  return (
    <div className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      <span aria-hidden="true">Access</span>
      <ul aria-label="Access" className="flex flex-wrap items-center gap-1.5">
        {features.map((feature) => {
          const Icon = ACCESS_FEATURE_ICONS[feature];
          const label = ACCESS_FEATURE_LABELS[feature];
          return (
            <li
              key={feature}
              title={label}
              className="flex size-6 items-center justify-center rounded-full bg-sage/10 text-sage"
            >
              <Icon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{label}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
