import { ACCESS_FEATURE_LABELS, ACCESS_FEATURES, type AccessFeature } from '../../common/accessibility';
import { cn } from '../lib/cn';
import { ACCESS_FEATURE_ICONS } from './access-features';

/**
 * The catalogue's access filter: a checkbox per feature, each labelled in words with its icon; the
 * list keeps studios where every ticked feature holds (docs/decisions/0077).
 */
export function AccessFilter({
  idPrefix,
  value,
  onChange,
  className,
}: {
  idPrefix: string;
  value: readonly AccessFeature[];
  onChange: (features: AccessFeature[]) => void;
  className?: string;
}) {
  const toggle = (feature: AccessFeature, on: boolean) =>
    onChange(ACCESS_FEATURES.filter((f) => (f === feature ? on : value.includes(f))));
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Access</legend>
      {ACCESS_FEATURES.map((feature) => {
        const Icon = ACCESS_FEATURE_ICONS[feature];
        const id = `${idPrefix}-${feature}`;
        return (
          <div key={feature} className="flex items-center gap-2.5 text-sm text-ink">
            <input
              id={id}
              type="checkbox"
              className="size-4 shrink-0 accent-sage"
              checked={value.includes(feature)}
              onChange={(event) => toggle(feature, event.target.checked)}
            />
            <label htmlFor={id} className="flex cursor-pointer items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-sage" />
              {ACCESS_FEATURE_LABELS[feature]}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
