import { ACCESS_FEATURE_LABELS } from '../../../../common/accessibility';
import type { Studio } from '../../../../common/schemas/studio';
import { ACCESS_FEATURE_ICONS } from '../../../components/access-features';
import { cn } from '../../../lib/cn';

/**
 * The studio page's "Access": each feature the owner says holds, with its icon and its words, and
 * their notes; or, when they have said nothing, that plainly (docs/decisions/0077).
 */
export function AccessSection({
  studio,
  className,
}: {
  studio: Pick<Studio, 'accessibility' | 'accessibilityNotes' | 'phone'>;
  className?: string;
}) {
  const { accessibility, accessibilityNotes } = studio;
  const empty = accessibility.length === 0 && !accessibilityNotes;
  return (
    <section aria-labelledby="studio-access" className={cn('flex flex-col gap-3', className)}>
      <h2 id="studio-access" className="font-sans text-base font-semibold text-ink">
        Access
      </h2>
      {empty ? (
        <p className="text-muted">
          This studio has not shared its access information yet.{' '}
          {studio.phone ? 'Call them to ask before you book.' : 'Ask them before you book.'}
        </p>
      ) : (
        <>
          {accessibility.length > 0 && (
            <ul className="grid grid-cols-1 gap-x-6 gap-y-2.5 min-[440px]:grid-cols-2 lg:grid-cols-3">
              {accessibility.map((feature) => {
                const Icon = ACCESS_FEATURE_ICONS[feature];
                return (
                  <li key={feature} className="flex items-center gap-2.5 text-ink">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sage/10 text-sage">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    {ACCESS_FEATURE_LABELS[feature]}
                  </li>
                );
              })}
            </ul>
          )}
          {accessibilityNotes && (
            <p className="max-w-prose whitespace-pre-line wrap-anywhere text-ink/90">{accessibilityNotes}</p>
          )}
        </>
      )}
    </section>
  );
}
