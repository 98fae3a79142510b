import { Flower2, Store } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { UserType } from '../../../../common/constants';

// The two choices and their values.
const OPTIONS: Array<{ value: UserType; label: string; hint: string; Icon: typeof Store }> = [
  {
    value: 'user',
    label: 'Student (Book Classes)',
    hint: 'Find and book classes across London.',
    Icon: Flower2,
  },
  {
    value: 'studio',
    label: 'Studio Owner (Offer Classes)',
    hint: 'List your studios and classes.',
    Icon: Store,
  },
];

/** Two radio cards: both choices stay visible, and each reads as one option to a screen reader. */
export function AccountTypeField({ registration }: { registration: UseFormRegisterReturn<'userType'> }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">Account type</legend>
      <div className="grid gap-3">
        {OPTIONS.map(({ value, label, hint, Icon }) => {
          const id = `account-type-${value}`;
          return (
            <div
              key={value}
              className="relative flex items-start gap-3 rounded-card border border-line bg-surface p-4 transition-colors duration-150 hover:border-sage/40 has-[:checked]:border-sage has-[:checked]:bg-sage/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sage"
            >
              <input
                {...registration}
                id={id}
                type="radio"
                value={value}
                aria-describedby={`${id}-hint`}
                className="peer relative z-10 mt-1 size-4 shrink-0 accent-sage focus-visible:outline-none"
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <label
                  htmlFor={id}
                  className="cursor-pointer text-sm font-semibold text-ink after:absolute after:inset-0 after:rounded-card"
                >
                  {label}
                </label>
                <p id={`${id}-hint`} className="text-sm text-muted">
                  {hint}
                </p>
              </div>
              <Icon
                aria-hidden="true"
                className="ml-auto size-5 shrink-0 text-muted peer-checked:text-sage"
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
