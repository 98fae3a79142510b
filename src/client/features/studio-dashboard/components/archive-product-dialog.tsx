import { Archive } from 'lucide-react';
import { useState } from 'react';
import type { OwnerProduct } from '../../../../common/schemas/owner-product';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useArchiveProduct } from '../api/owner-products';
import { SessionActionButtons } from './session-action-dialog';

/** Archive, asked first: the product is no longer sold, and says what happens to the passes sold. */
export function ArchiveProductDialog({ product }: { product: OwnerProduct }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveProduct(product.id);
  const held = product.activePasses;
  // mutateAsync, as in WithdrawSection: the archived product moves lists as the data is read again.
  const run = () =>
    archive.mutateAsync().then(
      () => {
        toast({
          variant: 'success',
          title: 'Product archived',
          description: `${product.name} is no longer on sale.`,
        });
        setOpen(false);
      },
      failureToast('Could not archive the product', 'Please try again.'),
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Archive ${product.name}`}>
          <Archive aria-hidden="true" /> Archive
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Archive ${product.name}?`}
        description={`Students can no longer buy it. ${
          held === 0
            ? 'Nobody holds an active pass of it.'
            : held === 1
              ? 'The active pass already sold keeps working until it runs out.'
              : `The ${held} active passes already sold keep working until they run out.`
        } You can put it back on sale from Edit.`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <SessionActionButtons
            keep="Keep on sale"
            submit="Archive product"
            pending="Archiving..."
            isPending={archive.isPending}
            danger
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
