import { Button } from '../../../components/ui/button';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useRestore } from '../api/owner-studios';

/**
 * The way back from Deactivate (POST /api/studios/:id/reactivate): the studio and its classes that
 * are not archived return to the catalogue. Shown in Settings in place of Deactivate.
 */
export function ReactivateSection({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const reactivate = useRestore('studios', id);
  const run = () =>
    reactivate.mutateAsync().then(
      () => {
        toast({
          variant: 'success',
          title: 'Studio reactivated',
          description: `${name} is back in the catalogue.`,
        });
        onDone();
      },
      failureToast('Could not reactivate the studio', 'Please try again.'),
    );
  return (
    <section aria-labelledby={`reactivate-${id}`} className="mt-8 border-t border-line pt-6">
      <h3 id={`reactivate-${id}`} className="text-lg text-ink">
        Reactivate studio
      </h3>
      <p className="mt-1 text-sm text-muted">
        The studio and its classes that are not archived return to the catalogue and take bookings again.
        Sessions cancelled when it was deactivated stay cancelled.
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        disabled={reactivate.isPending}
        onClick={() => void run()}
      >
        Reactivate {name}
      </Button>
    </section>
  );
}
