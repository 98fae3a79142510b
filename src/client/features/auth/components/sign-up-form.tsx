import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH, type UserType } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { AccountTypeField } from './account-type-field';
import { EMPTY_SIGN_UP, passwordProblem, type SignUpFormInput, signUpFormSchema } from './sign-up-rules';

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

/** A new account is not signed in; the form clears and the caller asks for a sign-in. */
export function SignUpForm({
  onRegistered,
  accountType = 'user',
}: {
  onRegistered: (email: string) => void;
  /** The account type chosen at first, e.g. 'studio' when the visitor came from "List Your Studio". */
  accountType?: UserType;
}) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignUpFormInput, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { ...EMPTY_SIGN_UP, userType: accountType },
  });

  const onSubmit = handleSubmit(({ confirmPassword, ...values }) => {
    const problem = passwordProblem(values.password, confirmPassword);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    registration.mutate(values, {
      onSuccess: ({ user }) => {
        reset({ ...EMPTY_SIGN_UP, userType: accountType });
        toast({
          variant: 'success',
          title: 'Account Created!',
          description: 'Please sign in with your new account.',
        });
        onRegistered(user.email);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Registration Failed',
          description: errorMessage(error, 'Failed to create account'),
        }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up" className="flex flex-col gap-5">
      <div className="grid gap-5 min-[480px]:grid-cols-2">
        <FormField id="sign-up-first-name" label="First name (optional)" error={errors.firstName?.message}>
          <Input
            {...register('firstName')}
            {...fieldA11y('sign-up-first-name', errors.firstName?.message)}
            autoComplete="given-name"
          />
        </FormField>
        <FormField id="sign-up-last-name" label="Last name (optional)" error={errors.lastName?.message}>
          <Input
            {...register('lastName')}
            {...fieldA11y('sign-up-last-name', errors.lastName?.message)}
            autoComplete="family-name"
          />
        </FormField>
      </div>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
        <Input
          {...register('email')}
          {...fieldA11y('sign-up-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          required
        />
      </FormField>
      <FormField id="sign-up-username" label="Username" error={errors.username?.message}>
        <Input
          {...register('username')}
          {...fieldA11y('sign-up-username', errors.username?.message)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </FormField>
      <div className="grid gap-5 min-[480px]:grid-cols-2">
        <FormField id="sign-up-password" label="Password" error={errors.password?.message}>
          <Input
            {...register('password')}
            {...fieldA11y('sign-up-password', errors.password?.message)}
            aria-describedby={errors.password ? 'sign-up-password-error' : 'sign-up-password-rule'}
            type="password"
            autoComplete="new-password"
            required
          />
        </FormField>
        <FormField id="sign-up-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
          <Input
            {...register('confirmPassword')}
            {...fieldA11y('sign-up-confirm', errors.confirmPassword?.message)}
            type="password"
            autoComplete="new-password"
            required
          />
        </FormField>
      </div>
      <p id="sign-up-password-rule" className="-mt-2 text-sm text-muted">
        At least {MIN_PASSWORD_LENGTH} characters. A phrase of a few words is easy to remember.
      </p>
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
