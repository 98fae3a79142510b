import { formatSessionDate } from '../../../../common/format';
import { londonTime } from '../../../../common/london-time';

/** A small calendar leaf (weekday, day, month in London); screen readers hear the full date instead. */
export function DateTile({ iso, muted = false }: { iso: string; muted?: boolean }) {
  const t = londonTime(iso);
  return (
    <time
      dateTime={iso}
      className={`flex w-16 shrink-0 flex-col items-center justify-center self-start rounded-card py-2.5 ${muted ? 'bg-ink/5' : 'bg-sage/10'}`}
    >
      <span className="sr-only">{formatSessionDate(iso)}</span>
      <span aria-hidden="true" className="text-sm font-medium text-muted">
        {t.weekday}
      </span>
      <span aria-hidden="true" className="font-display text-2xl leading-tight text-ink">
        {t.day}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-muted">
        {t.monthName}
      </span>
    </time>
  );
}
