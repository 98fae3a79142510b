import { type ContactInput, contactInputSchema } from '../../../../common/schemas/forms';
import { Button } from '../../../components/ui/button';
import { EmailField, FormField, fieldA11y, InputField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { useToaster } from '../../../components/ui/toast-host';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactInput = { name: '', email: '', message: '' };

export function ContactForm({ onSent }: { onSent: () => void }) {
  useToaster();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    field,
  } = useZodForm(contactInputSchema, EMPTY);

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast({
          variant: 'success',
          title: 'Message sent!',
          description: "Thank you for contacting us. We'll get back to you soon.",
        });
        onSent();
      },
      onError: failureToast('Error', 'Failed to send message. Please try again.'),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="contact-name" label="Name" {...field('name')} autoComplete="name" required />
        <EmailField id="contact-email" {...field('email')} />
      </div>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          {...register('message')}
          {...fieldA11y('contact-message', errors.message?.message)}
          rows={6}
          required
        />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:self-start">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
