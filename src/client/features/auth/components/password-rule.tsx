import { MIN_PASSWORD_LENGTH } from '../../../../common/constants';

/** The rule for a new password, under its fields; the first field names `id` as its description. */
export function PasswordRule({ id }: { id: string }) {
  return (
    <p id={id} className="-mt-2 text-sm text-muted">
      At least {MIN_PASSWORD_LENGTH} characters. A phrase of a few words is easy to remember.
    </p>
  );
}
