import { Gift } from 'lucide-react';
import { formatPrice } from '../../../../common/format';
import { formatPence, toPence } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useBalance } from '../../../lib/account-queries';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import type { usePayBooking } from '../api/pay-booking';

/**
 * Paying a held place from the gift balance, as /gift-cards promises (issue 69): offered whenever
 * there is a balance. The balance pays a whole booking, so one that covers only part of the price
 * says how much is left to pay and leaves the card to pay it all.
 */
export function GiftBalancePayment({
  total,
  pay,
  paying,
}: {
  total: string;
  pay: ReturnType<typeof usePayBooking>;
  paying: boolean;
}) {
  const balance = useBalance();
  const have = toPence(balance.data?.balance ?? '0') ?? 0;
  if (have <= 0) return null;
  const due = toPence(total) ?? 0;
  const shown = formatPrice(formatPence(have));
  const onPay = () =>
    pay.mutate('gift-balance', {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Payment Successful',
          description: 'Paid from your gift balance.',
        }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Payment Failed',
          description: hasErrorCode(err, 'INSUFFICIENT_BALANCE')
            ? 'Your gift balance no longer covers this. Pay by card instead.'
            : errorMessage(err, 'Something went wrong. Please try again.'),
        }),
    });
  return (
    <Card className="mb-6 p-6 sm:p-8" data-testid="gift-balance-payment">
      <h2 className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <Gift aria-hidden="true" className="size-5 text-sage" />
        Your gift balance
      </h2>
      {have >= due ? (
        <>
          <p className="mt-1 text-sm text-ink/80">It covers this class: nothing is left to pay by card.</p>
          <Button size="lg" variant="secondary" className="mt-4 w-full" disabled={paying} onClick={onPay}>
            Pay from gift balance ({shown})
          </Button>
        </>
      ) : (
        <p className="mt-1 text-ink/80">
          Your gift balance of {shown} covers part of this class: {formatPrice(formatPence(due - have))} is
          left to pay. A booking is paid from one place, so pay the {formatPrice(total)} by card below and
          keep the balance for another class.
        </p>
      )}
    </Card>
  );
}
