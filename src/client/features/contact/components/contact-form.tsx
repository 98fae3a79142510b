import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ContactInput, contactInputSchema } from '../../../../common/schemas/forms';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useToaster } from '../../../components/ui/toast-host';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
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
  } = useForm<ContactInput, unknown, z.output<typeof contactInputSchema>>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });

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
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, 'Failed to send message. Please try again.'),
        }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input
            {...register('name')}
            {...fieldA11y('contact-name', errors.name?.message)}
            autoComplete="name"
            required
          />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            {...register('email')}
            {...fieldA11y('contact-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            required
          />
        </FormField>
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
