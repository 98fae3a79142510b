import { Gift } from 'lucide-react';
import { formatPrice } from '../../../../common/format';
import { formatPence, toPence } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useBalance } from '../../../lib/account-queries';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import type { PaymentChoice, usePayBooking } from '../api/pay-booking';

/**
 * Paying a held place from the gift balance, as /gift-cards promises (issue 69): offered whenever
 * there is a balance. One that covers the price pays it all; one that covers part pays that part and
 * the card the rest, and says so before the click (docs/decisions/0127). The amounts shown are the
 * page's reading; the server works out the split again from the booking's price and today's balance.
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
  const covers = have >= due;
  const shown = formatPrice(formatPence(have));
  const left = formatPrice(formatPence(due - have));
  const choice: PaymentChoice = covers
    ? { method: 'gift-balance' }
    : { method: 'demo', useGiftBalance: true };
  const onPay = () =>
    pay.mutate(choice, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Payment Successful',
          description: covers
            ? 'Paid from your gift balance.'
            : `Paid ${shown} from your gift balance and ${left} by card.`,
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
      {covers ? (
        <p className="mt-1 text-sm text-ink/80">It covers this class: nothing is left to pay by card.</p>
      ) : (
        <p className="mt-1 text-ink/80">
          Your gift balance of {shown} covers part of this class: {left} is left to pay. Pay the two together
          here, or the whole {formatPrice(total)} by card below and keep the balance.
        </p>
      )}
      {/* The split's label is long: on a phone it wraps rather than widen the page (the important marks win over the button's own nowrap and height, which cn does not merge). */}
      <Button
        size="lg"
        variant="secondary"
        className="mt-4 h-auto! min-h-12 w-full whitespace-normal! px-4! py-2.5 text-center text-balance"
        disabled={paying}
        onClick={onPay}
      >
        {covers ? `Pay from gift balance (${shown})` : `Pay ${shown} from gift balance and ${left} by card`}
      </Button>
    </Card>
  );
}
