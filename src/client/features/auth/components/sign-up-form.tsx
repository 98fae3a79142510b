import { Link, useNavigate } from 'react-router';
import type { UserType } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { EmailField, InputField, PasswordField } from '../../../components/ui/form-field';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { landingAfterSignIn } from '../api/landing';
import { useRegister } from '../api/register';
import { AccountTypeField } from './account-type-field';
import { PasswordRule } from './password-rule';
import { EMPTY_SIGN_UP, passwordProblem, signUpFormSchema } from './sign-up-rules';

/** Opens in a new tab, so reading the terms never loses what was typed into the form. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="rounded-sm font-medium text-sage underline underline-offset-4 hover:text-sage-hover"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/**
 * A new account is signed in at once and goes where sign-in would have gone: back to the class being
 * booked, or the account's home (docs/decisions/0074).
 */
export function SignUpForm({
  redirectTo,
  accountType = 'user',
}: {
  /** Where to go once signed up, already checked to be a path on this site; none: the account's home. */
  redirectTo?: string;
  /** The account type chosen at first, e.g. 'studio' when the visitor came from "List Your Studio". */
  accountType?: UserType;
}) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const registration = useRegister();
  const { register, handleSubmit, reset, field } = useZodForm(signUpFormSchema, {
    ...EMPTY_SIGN_UP,
    userType: accountType,
  });

  const onSubmit = handleSubmit(({ confirmPassword, ...values }) => {
    const problem = passwordProblem(values.password, confirmPassword);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    registration.mutate(values, {
      onSuccess: async ({ user, token }) => {
        const landing = redirectTo ?? (await landingAfterSignIn(user, token));
        reset({ ...EMPTY_SIGN_UP, userType: accountType });
        signIn(token, user);
        toast({ variant: 'success', title: 'Account Created!', description: 'Welcome to Attune.' });
        navigate(landing, { replace: true });
      },
      onError: failureToast('Registration Failed', 'Failed to create account'),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up" className="flex flex-col gap-5">
      <div className="grid gap-5 min-[480px]:grid-cols-2">
        <InputField
          id="sign-up-first-name"
          label="First name (optional)"
          {...field('firstName')}
          autoComplete="given-name"
        />
        <InputField
          id="sign-up-last-name"
          label="Last name (optional)"
          {...field('lastName')}
          autoComplete="family-name"
        />
      </div>
      <EmailField id="sign-up-email" {...field('email')} />
      <InputField
        id="sign-up-username"
        label="Username"
        {...field('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <div className="grid gap-5 min-[480px]:grid-cols-2">
        <PasswordField
          id="sign-up-password"
          label="Password"
          {...field('password')}
          noteId="sign-up-password-rule"
        />
        <PasswordField id="sign-up-confirm" label="Confirm password" {...field('confirmPassword')} />
      </div>
      <PasswordRule id="sign-up-password-rule" />
      <AccountTypeField registration={register('userType')} />
      <Button type="submit" size="lg" disabled={registration.isPending} className="mt-1 w-full">
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="-mt-1 text-center text-sm text-muted">
        By creating an account you agree to our <LegalLink to="/terms">terms of use</LegalLink>. Our{' '}
        <LegalLink to="/privacy">privacy notice</LegalLink> says what we keep and why.
      </p>
    </form>
  );
}
