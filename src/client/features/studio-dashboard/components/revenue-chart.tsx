import { BarChart3, Table2 } from 'lucide-react';
import { formatPrice } from '../../../../common/format';
import type { Revenue } from '../../../../common/schemas/owner-revenue';
import { Button } from '../../../components/ui/button';
import { useDisclosure } from '../../../lib/use-disclosure';
import { formatDate } from './london-dates';
import { fromPence, toPence } from './pence';

const HEIGHT = 160;
const BAR = 10;

/**
 * The money taken each day as bars (refunds hang below the line), drawn as SVG; "Show as table" puts
 * the same figures in a table instead, for a screen reader or anyone who wants the exact amounts.
 */
export function RevenueChart({ byDay }: { byDay: Revenue['byDay'] }) {
  const table = useDisclosure();
  const days = byDay.map((d) => ({ ...d, grossP: toPence(d.gross), refundsP: toPence(d.refunds) }));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const top = Math.max(1, ...days.map((d) => d.grossP));
  const bottom = Math.max(0, ...days.map((d) => d.refundsP));
  const scale = HEIGHT / (top + bottom);
  const baseline = top * scale;
  const best = days.reduce((a, b) => (b.grossP > a.grossP ? b : a));
  const summary = `Money taken each day, ${formatDate(first.date)} to ${formatDate(last.date)}; the highest ${formatPrice(
    best.gross,
  )} on ${formatDate(best.date)}.`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-ink">By day</h3>
        <Button variant="ghost" size="sm" {...table.toggle}>
          {table.open ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          {table.open ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      {!table.open && (
        <figure className="flex flex-col gap-1">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full rounded-lg bg-sand"
          >
            {days.map((d, i) => (
              <g key={d.date}>
                {d.grossP > 0 && (
                  <rect
                    x={i * BAR + 1}
                    width={BAR - 2}
                    y={baseline - d.grossP * scale}
                    height={d.grossP * scale}
                    className="fill-sage"
                  />
                )}
                {d.refundsP > 0 && (
                  <rect
                    x={i * BAR + 1}
                    width={BAR - 2}
                    y={baseline}
                    height={d.refundsP * scale}
                    className="fill-clay"
                  />
                )}
              </g>
            ))}
            <line
              x1={0}
              x2={days.length * BAR}
              y1={baseline}
              y2={baseline}
              className="stroke-line"
              strokeWidth={1}
            />
          </svg>
          <figcaption className="flex justify-between gap-4 text-sm text-muted">
            <span className="whitespace-nowrap">{formatDate(first.date)}</span>
            <span aria-hidden="true" className="flex items-center gap-3">
              <span className="inline-flex items-center gap-1">
                <span className="size-3 rounded-sm bg-sage" /> Taken
              </span>
              <span className="inline-flex items-center gap-1">
                <span className="size-3 rounded-sm bg-clay" /> Refunded
              </span>
            </span>
            <span className="whitespace-nowrap">{formatDate(last.date)}</span>
          </figcaption>
        </figure>
      )}
      <div
        id={table.panelId}
        hidden={!table.open}
        className="max-h-96 overflow-auto rounded-lg border border-line"
      >
        {table.open && (
          <table className="w-full text-sm">
            <caption className="sr-only">Money by day</caption>
            <thead className="sticky top-0 bg-sand text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Taken
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Refunded
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Net
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {formatDate(d.date)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPrice(d.gross)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPrice(d.refunds)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatPrice(fromPence(d.grossP - d.refundsP))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
