import { z } from 'zod';
import type { ErrorCode } from '../../../../common/error-codes';
import { changePasswordInputSchema } from '../../../../common/schemas/account';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { InputField } from '../../../components/ui/form-field';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/account';

const schema = changePasswordInputSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type Values = z.input<typeof schema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Which field a refusal of the server is about, by its code: the current password, or the new one's rules. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, 'currentPassword' | 'newPassword'>> = {
  PASSWORD_INCORRECT: 'currentPassword',
  PASSWORD_TOO_COMMON: 'newPassword',
  PASSWORD_UNCHANGED: 'newPassword',
};

/** Change password: every other signed-in device is signed out when it succeeds. */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useZodForm(schema, EMPTY);
  const failed = failureToast('Password not changed', 'Could not change your password. Please try again.');

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          reset(EMPTY);
          // A calendar feed link works without the password: offer to reset it as well.
          const feed = answer.calendarFeedActive
            ? ' Your calendar feed link still works: reset it under Calendar feed if someone else may have it.'
            : '';
          toast({ variant: 'success', title: 'Password changed', description: `${answer.message}${feed}` });
        },
        onError: (error) => {
          // The server's refusals name a field: shown under it, like every other error of the form.
          const said = error instanceof ApiError ? error.serverMessage : undefined;
          const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
          if (!said || !field) return failed(error);
          setError(field, { message: said });
          setFocus(field);
        },
      },
    ),
  );

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <InputField
      id={`password-${name}`}
      label={label}
      error={errors[name]?.message}
      {...register(name)}
      type="password"
      autoComplete={autoComplete}
    />
  );

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl text-ink">Change password</h2>
      <p className="mt-1 text-muted">At least 8 characters. Your other devices will be signed out.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Change password" className="mt-6 flex flex-col gap-5">
        {field('currentPassword', 'Current password', 'current-password')}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('newPassword', 'New password', 'new-password')}
          {field('confirmPassword', 'Confirm new password', 'new-password')}
        </div>
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto sm:self-start">
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
