import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { emailSchema } from '../../../../common/schemas/fields';
import { PASSWORD_RESET_MINUTES } from '../../../../common/schemas/password-reset';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form-field';
import { useToaster } from '../../../components/ui/toast-host';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthShell } from '../components/auth-shell';

const schema = z.object({ email: emailSchema });

const backToSignIn = (
  <Link to="/auth" className="rounded-sm font-medium text-sage underline-offset-4 hover:underline">
    Back to sign in
  </Link>
);

/** /auth/forgot-password: asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordPage() {
  useToaster();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<{ email: string; message: string }>();
  const { handleSubmit, field } = useZodForm(schema, { email: '' });

  const onSubmit = handleSubmit(({ email }) =>
    request.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          setSentTo({ email, message });
          toast({ variant: 'success', title: 'Check your email', description: message });
        },
        onError: failureToast('Request Failed', 'Something went wrong. Please try again.'),
      },
    ),
  );

  return (
    <AuthShell
      title="Forgot your password?"
      intro={`Tell us the email you signed up with and we'll send a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes, once.`}
    >
      {sentTo ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage/10 text-sage">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-xl text-ink">Check your email</h2>
          <p className="text-muted wrap-anywhere">{sentTo.message}</p>
          <p className="text-sm text-muted">
            Nothing after a few minutes? Look in your spam folder, or{' '}
            <button
              type="button"
              onClick={() => setSentTo(undefined)}
              className="rounded-sm font-medium text-sage underline-offset-4 hover:underline"
            >
              try another address
            </button>
            .
          </p>
          <p className="mt-2">{backToSignIn}</p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Reset password request"
          className="flex flex-col gap-5"
        >
          <EmailField id="reset-email" {...field('email')} />
          <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <p className="text-center text-sm text-muted">Remembered it? {backToSignIn}</p>
        </form>
      )}
    </AuthShell>
  );
}
