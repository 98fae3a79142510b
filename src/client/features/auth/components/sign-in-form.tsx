import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginInputSchema } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { landingAfterSignIn } from '../api/landing';
import { useLogin } from '../api/login';

interface SignInFormProps {
  /** Where to go once signed in, already checked to be a path on this site; none: the account's home. */
  redirectTo?: string;
  /** Whether the Sign In tab is showing: leaving it clears a failed attempt's message. */
  active?: boolean;
}

/** Where the failed sign-in's message is, so both fields can point to it. */
const FAILURE_ID = 'sign-in-failure';

export function SignInForm({ redirectTo, active = true }: SignInFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const { handleSubmit, field } = useZodForm(loginInputSchema, {
    email: '',
    password: '',
  });
  const failed = login.isError;
  const { reset } = login;
  // A failure belongs to the attempt it answered: gone once the visitor turns to Sign Up.
  useEffect(() => {
    if (!active) reset();
  }, [active, reset]);

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: async ({ token, user }) => {
        const landing = redirectTo ?? (await landingAfterSignIn(user, token));
        signIn(token, user);
        toast({
          variant: 'success',
          title: 'Welcome back!',
          description: 'You have been successfully logged in.',
        });
        navigate(landing, { replace: true });
      },
      // A refusal is shown in the form beside the fields (below), not as a toast that fades away:
      // it is what the visitor has to put right.
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in" className="flex flex-col gap-5">
      <EmailField id="sign-in-email" {...field('email')} {...failedA11y(failed)} />
      <div className="flex flex-col gap-2">
        <PasswordField
          current
          id="sign-in-password"
          label="Password"
          {...field('password')}
          {...failedA11y(failed)}
        />
        <Link
          to="/auth/forgot-password"
          className="self-end rounded-sm text-sm font-medium text-sage underline-offset-4 hover:text-sage-hover hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      {/* Announced when it appears (role="alert"), and read again with either field it describes. */}
      {/* Always there, so the alert region exists before its message; empty, it takes no room. */}
      <div role="alert" id={FAILURE_ID} className="empty:-mt-5">
        {failed && (
          <div className="rounded-card bg-danger/10 px-4 py-3 text-sm text-ink">
            <p className="font-semibold text-danger">Login Failed</p>
            <p>{errorMessage(login.error, 'Invalid credentials')}</p>
          </div>
        )}
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

/**
 * Both fields are in question after a refused sign-in (which one was wrong is never said): each is
 * invalid and described by the message, unless its own error (an empty field) describes it.
 */
function failedA11y(failed: boolean) {
  return failed ? ({ 'aria-invalid': true, noteId: FAILURE_ID } as const) : {};
}
