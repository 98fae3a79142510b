import { FlaskConical } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DEMO_PAYMENT_DELAY_MS } from '../../../../common/constants';
import { formatPrice } from '../../../../common/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { usePayBooking } from '../api/pay-booking';
import { GiftBalancePayment } from './gift-balance-payment';

interface DemoPaymentFormProps {
  bookingId: string;
  total: string;
  cardholder: string;
}

/**
 * The demo payment: Pay waits 2000 ms, then pays through POST /api/bookings/:id/payment and
 * the toast follows the real answer ('Payment Successful' only once the booking is confirmed); the
 * checkout then shows the receipt. Above it, when there is one, the gift balance. The card fields are filled in and read-only: there is nothing
 * real to type.
 */
export function DemoPaymentForm({ bookingId, total, cardholder }: DemoPaymentFormProps) {
  const pay = usePayBooking(bookingId);
  const [waiting, setWaiting] = useState(false);
  const paying = waiting || pay.isPending;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setWaiting(true);
    timer.current = setTimeout(() => {
      pay.mutate(
        { method: 'demo' },
        {
          onSuccess: () =>
            toast({
              variant: 'success',
              title: 'Payment Successful',
              description: 'Your booking has been confirmed! (Demo mode)',
            }),
          onError: (err) =>
            toast({
              variant: 'destructive',
              title: 'Payment Failed',
              description: errorMessage(err, 'Something went wrong. Please try again.'),
            }),
          onSettled: () => setWaiting(false),
        },
      );
    }, DEMO_PAYMENT_DELAY_MS);
  };

  return (
    <div>
      <GiftBalancePayment total={total} pay={pay} paying={paying} />
      <Card className="p-6 sm:p-8">
        <form onSubmit={onSubmit} aria-labelledby="demo-payment-heading" className="flex flex-col gap-5">
          <div className="flex items-start gap-3 rounded-card bg-clay/10 p-4">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-reiki" />
            <div>
              <h2 id="demo-payment-heading" className="font-sans text-base font-semibold text-ink">
                Demo Payment Mode
              </h2>
              <p className="mt-1 text-sm text-ink/80">
                No real payment is processed and no card is charged. The details below are a sample.
              </p>
            </div>
          </div>
          <FormField id="demo-cardholder" label="Name on card">
            <Input id="demo-cardholder" value={cardholder} readOnly autoComplete="off" />
          </FormField>
          <FormField id="demo-card-number" label="Card number">
            <Input id="demo-card-number" value="4242 4242 4242 4242" readOnly inputMode="numeric" />
          </FormField>
          <div className="grid grid-cols-2 gap-5">
            <FormField id="demo-expiry" label="Expiry">
              <Input id="demo-expiry" value="12 / 34" readOnly />
            </FormField>
            <FormField id="demo-cvc" label="CVC">
              <Input id="demo-cvc" value="123" readOnly />
            </FormField>
          </div>
          {/* On a phone the summary comes first and the form far below: the Pay button sits in a bar fixed
            to the bottom of the screen, so it is in view from the start (issue 34). Still the form's own
            submit button: one Pay, wherever it is drawn. */}
          <div
            data-pay-bar
            className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-raised backdrop-blur lg:static lg:z-auto lg:mt-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
          >
            <Button type="submit" size="lg" disabled={paying} className="mx-auto w-full max-w-3xl">
              {paying ? 'Processing...' : `Pay ${formatPrice(total)}`}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
