import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLondonDateTime, formatPrice, formatSessionDate } from '../../../../common/format';
import type { Booking } from '../../../../common/schemas/booking';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { cancellationOutcome } from '../../../lib/cancellation';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import { useCancelBooking } from '../api/cancel-booking';
import { CancelActions, DEMO_NOTE, useCancelDialog } from './cancel-dialog-parts';

function Outcome({ tone, title, children }: { tone: 'calm' | 'late'; title: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-card p-4',
        tone === 'calm' ? 'bg-success/10 text-success' : 'bg-warn/10 text-warn',
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="text-ink">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-ink/80">{children}</p>
      </div>
    </div>
  );
}

/**
 * Cancel on a confirmed booking: the deadline and which outcome applies, before the student confirms:
 * money back or not for a paid place, the credit back or not for one a pass paid.
 */
export function CancelBookingDialog({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const cancel = useCancelBooking();
  const { free, freeUntil } = cancellationOutcome(booking, Date.now());
  const deadline = formatLondonDateTime(freeUntil);
  const byPass = booking.paidWith === 'pass';
  // The card moves to Past only once the dialog has closed.
  const { open, onOpenChange, result, confirm } = useCancelDialog(cancel, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.bookings });
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.waitlist });
    void queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
    // A credit may have gone back to the pass that paid.
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.passes });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Cancel
        </Button>
      </DialogTrigger>
      {result ? (
        <DialogContent title="Booking cancelled">
          <div role="status" className="flex flex-col gap-4">
            <p className="flex items-start gap-2 text-ink">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {booking.session.class.title}, {formatSessionDate(booking.session.startTime)}, is cancelled and
              your place is free for someone else.
            </p>
            {result.refund === 'credit' ? (
              <Outcome tone="calm" title="Credit returned">
                You cancelled in time, so the credit is back on your pass to use for another class.
              </Outcome>
            ) : result.refund === 'full' ? (
              <Outcome tone="calm" title="Full refund">
                {`You cancelled in time, so the full ${formatPrice(booking.amountPaid)} is refunded. ${DEMO_NOTE}`}
              </Outcome>
            ) : (
              <Outcome tone="late" title="No refund: late cancellation">
                {`The free cancellation window had closed. ${DEMO_NOTE}`}
              </Outcome>
            )}
          </div>
          <DialogClose asChild>
            <Button className="self-end">Done</Button>
          </DialogClose>
        </DialogContent>
      ) : (
        <DialogContent
          title="Cancel this booking?"
          description={
            <p>
              <span className="font-medium text-ink">{booking.session.class.title}</span> at{' '}
              {booking.session.class.studio.name}, {formatSessionDate(booking.session.startTime)}.
            </p>
          }
        >
          <p className="text-ink">
            <span className="text-muted">{free ? 'Free cancellation until' : 'Free cancellation ended'}</span>{' '}
            <span className="font-semibold">{deadline}</span>
          </p>
          {byPass ? (
            free ? (
              <Outcome tone="calm" title="Free cancellation: credit returned">
                You are cancelling before the deadline, so the credit goes back to your pass.
              </Outcome>
            ) : (
              <Outcome tone="late" title="Late cancellation: credit used">
                The deadline has passed. You can still cancel to free your place, but the credit is not
                returned.
              </Outcome>
            )
          ) : free ? (
            <Outcome tone="calm" title="Free cancellation: full refund">
              {`You are cancelling before the deadline, so you get a full refund. ${DEMO_NOTE}`}
            </Outcome>
          ) : (
            <Outcome tone="late" title="Late cancellation: no refund">
              {`The deadline has passed. You can still cancel to free your place, but there is no refund. ${DEMO_NOTE}`}
            </Outcome>
          )}
          <CancelActions
            cancel={cancel}
            keepLabel="Keep booking"
            confirmLabel="Cancel booking"
            onConfirm={() => confirm(booking.id)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
