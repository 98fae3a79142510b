import { type WaitlistInput, waitlistInputSchema } from '../../../../common/schemas/forms';
import { QueryProvider } from '../../../components/query-provider';
import { Button } from '../../../components/ui/button';
import { EmailField, FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useToaster } from '../../../components/ui/toast-host';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useJoinWaitlist } from '../api/join-waitlist';

const EMPTY: WaitlistInput = { email: '', location: '', classPreferences: '', excitement: '' };

interface WaitlistFormProps {
  onBack: () => void;
  onJoined: () => void;
}

export function WaitlistForm(props: WaitlistFormProps) {
  return (
    <QueryProvider>
      <WaitlistFormFields {...props} />
    </QueryProvider>
  );
}

function WaitlistFormFields({ onBack, onJoined }: WaitlistFormProps) {
  useToaster();
  const join = useJoinWaitlist();
  const { register, handleSubmit, reset, field } = useZodForm(waitlistInputSchema, EMPTY);

  const onSubmit = handleSubmit((values) =>
    join.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast({
          variant: 'success',
          title: 'Welcome to the waiting list!',
          description: "✨ We can't wait to share more with you soon!",
        });
        onJoined();
      },
      onError: failureToast('Something went wrong', 'Please try again later.'),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="waitlist-heading"
      className="flex w-full flex-col gap-5 rounded-card bg-surface/90 p-6 text-left shadow-lifted backdrop-blur sm:p-8"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="waitlist-heading" className="text-2xl text-ink">
          Join the waiting list
        </h2>
        <Button variant="ghost" size="sm" onClick={onBack} className="-mr-2">
          ← Back
        </Button>
      </div>
      <EmailField id="waitlist-email" {...field('email')} placeholder="you@example.com" autoFocus />
      <FormField id="waitlist-location" label="Where in London are you? (optional)">
        <Input
          {...register('location')}
          id="waitlist-location"
          autoComplete="address-level2"
          placeholder="e.g. Hackney"
        />
      </FormField>
      <FormField id="waitlist-preferences" label="Which classes interest you? (optional)">
        <Input
          {...register('classPreferences')}
          id="waitlist-preferences"
          placeholder="Yoga, sound baths, reiki…"
        />
      </FormField>
      <FormField id="waitlist-excitement" label="What are you most looking forward to? (optional)">
        <Textarea {...register('excitement')} id="waitlist-excitement" rows={3} />
      </FormField>
      <Button type="submit" size="lg" disabled={join.isPending} className="mt-1 w-full">
        {join.isPending ? 'Joining...' : 'Join the List'}
      </Button>
    </form>
  );
}
