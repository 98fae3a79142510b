import { Ban } from 'lucide-react';
import { useState } from 'react';
import type { PromoCode } from '../../../../common/schemas/promo-code';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useDeactivatePromoCode } from '../api/owner-promo-codes';
import { SessionActionButtons } from './session-action-dialog';

/** Deactivate, asked first: no new uses; the bookings that used the code keep their discount. */
export function DeactivatePromoCodeDialog({ promo }: { promo: PromoCode }) {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivatePromoCode(promo);
  const run = () =>
    deactivate.mutateAsync().then(
      () => {
        toast({
          variant: 'success',
          title: 'Promo code deactivated',
          description: `${promo.code} can no longer be applied.`,
        });
        setOpen(false);
      },
      failureToast('Could not deactivate the promo code', 'Please try again.'),
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Deactivate ${promo.code}`}>
          <Ban aria-hidden="true" /> Deactivate
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Deactivate ${promo.code}?`}
        description="Students can no longer apply it. Bookings that already used it keep their discount. It stays in your list, marked inactive, and its name cannot be used again at this studio."
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <SessionActionButtons
            keep="Keep active"
            submit="Deactivate code"
            pending="Deactivating..."
            isPending={deactivate.isPending}
            danger
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
