import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { GiftCard } from '../../../../common/schemas/gift-card';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y, InputField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { failureToast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { keepDraftThroughSignIn, useDraftKeptThroughSignIn } from '../../../lib/draft-through-sign-in';
import { signInPath } from '../../../lib/redirect';
import { useZodForm } from '../../../lib/use-zod-form';
import { useBuyGiftCard } from '../api/gift-cards';
import { type GiftCardForm, giftCardFormSchema } from './gift-card-form-schema';

const EMPTY: GiftCardForm = { amount: '50', recipientName: '', recipientEmail: '', message: '' };
const PRESETS = ['25', '50', '100'];
/** The draft's name: what was typed survives "Sign in to buy" and comes back here. */
const DRAFT = 'gift-card';

/**
 * Buying a gift card: the amount, who it is for and a message. Anyone can fill it in; paying needs a
 * sign-in, and the button then says so and leads to it (coming back here).
 */
export function BuyGiftCardForm({ signedIn }: { signedIn: boolean }) {
  const buy = useBuyGiftCard();
  const [sent, setSent] = useState<GiftCard | null>(null);
  // One key per purchase: a retried submission of the same form cannot buy a second card.
  const key = useRef<string | null>(null);
  const { register, handleSubmit, reset, setValue, watch, formState, field, getValues } = useZodForm(
    giftCardFormSchema,
    EMPTY,
  );
  const amount = watch('amount');
  useDraftKeptThroughSignIn(DRAFT, (draft) => reset({ ...EMPTY, ...draft }));

  if (sent) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <h3 className="text-2xl text-ink">Your gift card is on its way</h3>
        <p className="text-muted">
          We have e-mailed a £{sent.amount} gift card to {sent.recipientEmail}, with its code and your
          message. A receipt is in your inbox too.
        </p>
        <Button variant="secondary" className="self-start" onClick={() => setSent(null)}>
          Send another gift card
        </Button>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => {
    key.current ??= crypto.randomUUID();
    buy.mutate(
      { input: { ...values, method: 'demo' }, key: key.current },
      {
        onSuccess: (card) => {
          key.current = null;
          reset(EMPTY);
          setSent(card);
        },
        onError: failureToast('Gift card not sent', 'Something went wrong. Please try again.'),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Buy a gift card" className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">Amount</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={amount === preset}
              onClick={() => setValue('amount', preset, { shouldValidate: formState.isSubmitted })}
              className={cn(
                'min-h-11 rounded-full border px-5 font-medium transition-colors duration-200 ease-out',
                amount === preset
                  ? 'border-sage bg-sage text-white'
                  : 'border-line bg-surface text-ink hover:border-sage/40',
              )}
            >
              £{preset}
            </button>
          ))}
        </div>
        <InputField
          id="gift-amount"
          label="Amount in pounds (£10 to £500)"
          inputMode="numeric"
          {...field('amount')}
        />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="gift-name" label="Recipient's name" autoComplete="off" {...field('recipientName')} />
        <InputField
          id="gift-email"
          label="Recipient's email"
          type="email"
          autoComplete="off"
          {...field('recipientEmail')}
        />
      </div>
      <FormField
        id="gift-message"
        label="Message (optional)"
        error={formState.errors.message?.message}
        hint="Up to 500 characters, sent with the code."
      >
        <Textarea
          {...register('message')}
          {...fieldA11y('gift-message', formState.errors.message?.message, 'gift-message-hint')}
          rows={4}
        />
      </FormField>
      {signedIn ? (
        <Button type="submit" size="lg" disabled={buy.isPending} className="w-full sm:w-auto sm:self-start">
          {buy.isPending ? 'Sending…' : `Buy and send${/^\d+$/.test(amount) ? ` £${Number(amount)}.00` : ''}`}
        </Button>
      ) : (
        <div className="flex flex-col gap-2 rounded-xl bg-sage/5 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            Sign in to buy a gift card. It takes a minute to create an account.
          </p>
          <Button asChild size="lg">
            <Link to={signInPath('/gift-cards')} onClick={() => keepDraftThroughSignIn(DRAFT, getValues())}>
              Sign in to buy
            </Link>
          </Button>
        </div>
      )}
      <p className="text-sm text-muted">Demo payment: no card is charged.</p>
    </form>
  );
}
