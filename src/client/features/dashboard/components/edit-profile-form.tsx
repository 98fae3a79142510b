import { useEffect } from 'react';
import { z } from 'zod';
import { type Profile, phoneSchema } from '../../../../common/schemas/account';
import { optionalName, usernameSchema } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateProfile } from '../api/account';

// The server's rules, so the form says what is wrong before anything is sent.
const schema = z.object({
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  username: usernameSchema,
  phone: phoneSchema,
});
type Values = z.input<typeof schema>;

/** Edit Profile: names, username and phone, checked as they are typed. */
export function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { token, signIn } = useAuth();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useZodForm(
    schema,
    {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      username: profile.username,
      phone: profile.phone ?? '',
    },
    'onTouched',
  );

  // The form replaces the button that opened it: focus goes to its first field, not to the page.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        if (token) signIn(token, saved);
        toast({ variant: 'success', title: 'Profile updated', description: 'Your changes have been saved.' });
        onDone();
      },
      onError: (error) => {
        const message = errorMessage(error, 'Could not save your profile. Please try again.');
        if (hasErrorCode(error, 'USERNAME_TAKEN')) setError('username', { message });
        else toast({ variant: 'destructive', title: 'Error', description: message });
      },
    }),
  );

  const field = (name: keyof Values, label: string, autoComplete: string, type = 'text') => (
    <InputField
      id={`profile-${name}`}
      label={label}
      error={errors[name]?.message}
      {...register(name)}
      type={type}
      autoComplete={autoComplete}
    />
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Edit profile"
      className="mt-8 flex flex-col gap-5 border-t border-line pt-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('firstName', 'First name', 'given-name')}
        {field('lastName', 'Last name', 'family-name')}
        {field('username', 'Username', 'username')}
        {field('phone', 'Phone', 'tel', 'tel')}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
