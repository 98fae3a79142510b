import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { useBalance } from '../../../lib/account-queries';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { useRedeemGiftCard } from '../api/gift-cards';

/** Why a code was refused, in the page's words. */
function refusal(error: unknown): string {
  if (hasErrorCode(error, 'GIFT_CARD_USED')) return 'This gift card has already been redeemed.';
  if (hasErrorCode(error, 'GIFT_CARD_INVALID'))
    return 'That code does not match a gift card. Check it against the e-mail.';
  if (hasErrorCode(error, 'RATE_LIMITED')) return 'Too many wrong codes. Please try again in an hour.';
  return errorMessage(error, 'The code could not be redeemed. Please try again.');
}

/** The signed-in person's balance, and the form that adds a gift card's code to it. */
export function RedeemForm() {
  const balance = useBalance();
  const redeem = useRedeemGiftCard();
  const [code, setCode] = useState('');
  const [added, setAdded] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    redeem.mutate(code, {
      onSuccess: () => {
        setCode('');
        setAdded(true);
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm text-muted">Your balance</p>
        <p className="font-display text-4xl text-ink" aria-live="polite" data-testid="gift-balance">
          {balance.data ? `£${balance.data.balance}` : balance.isError ? '—' : '…'}
        </p>
        <p className="mt-1 text-sm text-muted">Use it to pay for a class at checkout.</p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label="Redeem a code" className="flex flex-col gap-4">
        <InputField
          id="gift-code"
          label="Gift card code"
          placeholder="K7QM-2XWP-9RTA-HC4N"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={redeem.isError ? refusal(redeem.error) : undefined}
        />
        <Button type="submit" disabled={redeem.isPending || code.trim() === ''} className="self-start">
          {redeem.isPending ? 'Redeeming…' : 'Redeem'}
        </Button>
        {added && (
          <p role="status" className="text-sm font-medium text-success">
            Gift card redeemed: your balance is now £{redeem.data?.balance}.
          </p>
        )}
      </form>
    </div>
  );
}
