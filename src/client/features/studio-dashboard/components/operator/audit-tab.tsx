import { formatSessionDate } from '../../../../../common/format';
import type { AuditEntry } from '../../../../../common/schemas/operator';
import { useAuditLog } from '../../api/operator';
import { empty, loading } from './console-parts';

/** The raw record of an entry, for whoever needs the detail the sentence leaves out. */
const rawChange = ({ action, targetType, targetId, before, after }: AuditEntry) =>
  JSON.stringify({ action, targetType, targetId, before, after }, null, 2);

/** The audit log, newest first: who did what to whom, in a sentence, why, and the raw change a click away. */
export function AuditTab() {
  const { data, isLoading } = useAuditLog();
  if (isLoading) return loading;
  if (!data?.length) return empty('No operator actions yet.');
  return (
    <ul className="flex flex-col gap-3">
      {data.map((a) => (
        <li key={a.id} className="rounded-card border border-line bg-surface p-4">
          <p className="font-medium wrap-anywhere text-ink">{a.summary}</p>
          <p className="mt-1 wrap-anywhere text-ink/80">“{a.reason}”</p>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={a.at}>{formatSessionDate(a.at)}</time>
          </p>
          <details className="mt-2 text-sm">
            <summary className="w-fit cursor-pointer rounded-sm text-sage underline-offset-4 hover:underline">
              Show the change
            </summary>
            {/* Wrapped, not scrolled: a scrolling box would need its own focus stop. */}
            <pre className="mt-2 rounded-card bg-ink/5 p-3 font-mono text-xs break-all whitespace-pre-wrap text-ink">
              {rawChange(a)}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
