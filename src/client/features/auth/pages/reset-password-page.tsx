import { LinkIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_RESET_LINK_INVALID } from '../../../../common/schemas/password-reset';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-field';
import { useToaster } from '../../../components/ui/toast-host';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConfirmPasswordReset, useResetLinkCheck } from '../api/password-reset';
import { AuthShell } from '../components/auth-shell';
import { PasswordRule } from '../components/password-rule';
import { passwordProblem } from '../components/sign-up-rules';

// Presence under the fields, as on sign-up; the length and match rules are the spec's toasts.
const schema = z.object({
  newPassword: z.string().min(1, 'Password is required'),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});

const askAgain = (
  <Link
    to="/auth/forgot-password"
    className="rounded-sm font-medium text-sage underline underline-offset-4 hover:text-sage-hover"
  >
    Ask for a new link
  </Link>
);

/** /auth/reset-password?token=…: the link from the e-mail; a new password ends every session. */
export function ResetPasswordPage() {
  useToaster();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const check = useResetLinkCheck(token);
  const { handleSubmit, field } = useZodForm(schema, { newPassword: '', confirmPassword: '' });

  if (!token) {
    return (
      <LinkProblem>
        This link is incomplete. Open the link from the email again, or ask for a new one.
      </LinkProblem>
    );
  }
  // A link already used or past its 30 minutes: say so, and offer a new one instead of the form. If the
  // check itself fails, the form shows, and saving gives the same answer.
  if (check.data?.valid === false) return <LinkProblem>{PASSWORD_RESET_LINK_INVALID}</LinkProblem>;
  if (check.isPending) {
    return (
      <AuthShell title="Choose a new password" intro="Checking your link…">
        <div aria-busy="true" className="h-40 animate-pulse rounded-card bg-sand" />
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit(({ newPassword, confirmPassword }) => {
    const problem = passwordProblem(newPassword, confirmPassword);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    confirm.mutate(
      { token, newPassword },
      {
        onSuccess: ({ message }) => {
          toast({ variant: 'success', title: 'Password Reset', description: message });
          navigate('/auth', { replace: true });
        },
        onError: failureToast('Reset Failed', 'Something went wrong. Please try again.'),
      },
    );
  });

  const linkRefused = hasErrorCode(confirm.error, 'RESET_LINK_INVALID');

  return (
    <AuthShell
      title="Choose a new password"
      intro="Once it is saved, every device signed in to your account is signed out, and you sign in again with the new password."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Choose a new password" className="flex flex-col gap-5">
        <PasswordField
          id="reset-new-password"
          label="New password"
          {...field('newPassword')}
          noteId="reset-password-rule"
        />
        <PasswordField id="reset-confirm" label="Confirm password" {...field('confirmPassword')} />
        <PasswordRule id="reset-password-rule" />
        {linkRefused && (
          <p role="alert" className="rounded-card bg-danger/10 px-4 py-3 text-sm text-ink">
            {errorMessage(confirm.error, '')} {askAgain}
          </p>
        )}
        <Button type="submit" size="lg" disabled={confirm.isPending} className="w-full">
          {confirm.isPending ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthShell>
  );
}

/** The page for a link that cannot set a password: why, and the way to a new one. */
function LinkProblem({ children }: { children: string }) {
  return (
    <AuthShell title="Choose a new password" intro="This page opens from the link in your reset email.">
      <div className="flex flex-col items-center gap-3 text-center">
        <LinkIcon aria-hidden="true" className="size-6 text-muted" />
        <p className="text-ink">{children}</p>
        <p>{askAgain}</p>
      </div>
    </AuthShell>
  );
}
