import { formatPrice } from '../../../../common/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOwnerRevenue } from '../api/owner-revenue';
import { londonToday, monthOf } from './london-dates';

/** The summary's "Revenue this month": the month's net to the penny (the Money tab has the detail). */
export function MonthRevenue() {
  const { from, to } = monthOf(londonToday());
  const revenue = useOwnerRevenue(from, to, undefined);
  if (revenue.isPending) return <Skeleton className="my-1.5 h-7 w-16" />;
  if (revenue.isError) return '–';
  // To the penny: on a phone a smaller size keeps "£18,905.00" on one line beside the other figures.
  return (
    <span className="text-[1.375rem] whitespace-nowrap sm:text-3xl">{formatPrice(revenue.data.net)}</span>
  );
}
