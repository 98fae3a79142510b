import { Link, useNavigate } from 'react-router';
import { loginInputSchema } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/form-field';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { landingAfterSignIn } from '../api/landing';
import { useLogin } from '../api/login';

interface SignInFormProps {
  /** Where to go once signed in, already checked to be a path on this site; none: the account's home. */
  redirectTo?: string;
}

export function SignInForm({ redirectTo }: SignInFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const { handleSubmit, field } = useZodForm(loginInputSchema, {
    email: '',
    password: '',
  });

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
      onError: failureToast('Login Failed', 'Invalid credentials'),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in" className="flex flex-col gap-5">
      <EmailField id="sign-in-email" {...field('email')} />
      <div className="flex flex-col gap-2">
        <PasswordField current id="sign-in-password" label="Password" {...field('password')} />
        <Link
          to="/auth/forgot-password"
          className="self-end rounded-sm text-sm font-medium text-sage underline-offset-4 hover:text-sage-hover hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
