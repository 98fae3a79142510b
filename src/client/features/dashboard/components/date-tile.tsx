import { TIME_ZONE } from '../../../../common/constants';
import { formatSessionDate } from '../../../lib/format';

const parts = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: TIME_ZONE,
});

/** A small calendar leaf (weekday, day, month in London); screen readers hear the full date instead. */
export function DateTile({ iso, muted = false }: { iso: string; muted?: boolean }) {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return (
    <time
      dateTime={iso}
      className={`flex w-16 shrink-0 flex-col items-center justify-center self-start rounded-card py-2.5 ${muted ? 'bg-ink/5' : 'bg-sage/10'}`}
    >
      <span className="sr-only">{formatSessionDate(iso)}</span>
      <span aria-hidden="true" className="text-sm font-medium text-muted">
        {p.weekday}
      </span>
      <span aria-hidden="true" className="font-display text-2xl leading-tight text-ink">
        {p.day}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-muted">
        {p.month}
      </span>
    </time>
  );
}
