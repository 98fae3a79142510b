import { type FormEvent, useState } from 'react';
import { ENTER_A_PROMO_CODE } from '../../../../common/promo-code-messages';
import type { Booking } from '../../../../common/schemas/booking';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useApplyPromo } from '../api/apply-promo';

const FIELD_ID = 'promo-code';

/**
 * The studio's promo code for a held booking: Apply prices it in (docs/decisions/0064), and a refusal
 * is shown under the field in the server's words (unknown, expired, used up, first visits only).
 * Applying another code replaces the one applied. Apply with nothing typed says what to do, in the
 * API's words (docs/decisions/0125), rather than sitting disabled with no reason given.
 */
export function PromoCodeForm({ booking }: { booking: Booking }) {
  const apply = useApplyPromo(booking.id);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(typed === '');
    if (typed === '') return apply.reset();
    apply.mutate(typed, { onSuccess: () => setCode('') });
  };
  const error = empty
    ? ENTER_A_PROMO_CODE
    : apply.isError
      ? errorMessage(apply.error, 'The code could not be applied. Please try again.')
      : undefined;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Apply a promo code"
      className="mt-6 border-t border-line pt-5"
    >
      <FormField id={FIELD_ID} label="Promo code" error={error}>
        <div className="flex gap-2">
          <Input
            {...fieldA11y(FIELD_ID, error)}
            className="min-w-0 flex-1 uppercase placeholder:normal-case"
            placeholder={booking.promoCode ? 'Another code replaces it' : 'e.g. SPRING-10'}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setEmpty(false);
            }}
          />
          <Button type="submit" variant="secondary" disabled={apply.isPending}>
            {apply.isPending ? 'Applying…' : 'Apply'}
          </Button>
        </div>
      </FormField>
      {apply.isSuccess && booking.promoCode && (
        <p role="status" className="mt-2 text-sm font-medium text-success">
          {booking.promoCode} applied: £{booking.discount} off.
        </p>
      )}
    </form>
  );
}
