import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { downloadPrivateFile } from '../lib/download';
import { Button, type ButtonProps } from './ui/button';
import { toast } from './ui/use-toast';

/** Downloads GET /api/bookings/:id/calendar.ics: the booking as an event any calendar app opens. */
export function AddToCalendarButton({
  bookingId,
  variant = 'secondary',
  size = 'sm',
  className,
}: { bookingId: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadPrivateFile(
        `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`,
        `attune-booking-${bookingId.slice(0, 8)}.ics`,
      );
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not download the calendar file',
        description: errorMessage(error, 'Something went wrong. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size={size} className={className} disabled={busy} onClick={onClick}>
      <CalendarPlus aria-hidden="true" /> Add to calendar
    </Button>
  );
}
