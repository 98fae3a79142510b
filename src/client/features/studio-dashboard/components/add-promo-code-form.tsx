import { z } from 'zod';
import { calendarDate } from '../../../../common/calendar-date';
import { addDays, atLondonTime } from '../../../../common/london-time';
import { type CreatePromoCodeInput, createPromoCodeInputSchema } from '../../../../common/schemas/promo-code';
import { useCreatePromoCode } from '../api/owner-promo-codes';
import { SelectField, TextField } from './form-controls';
import { ProductForm } from './product-form';
import { useRecordForm } from './record-form-dialog';
import { SwitchField } from './switch-field';

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'amount', label: 'Amount off (£)' },
];

/** An empty number field reads NaN (or is unset at first): left out of the body, as "no limit". */
const optionalCount = z
  .union([z.number(), z.nan()])
  .optional()
  .transform((n) => (n === undefined || Number.isNaN(n) ? undefined : n));

/** The last day the code works, in London: it runs out at the midnight that ends that day. */
function endOfLondonDay(date: string): string | undefined {
  const day = calendarDate(date);
  return day ? atLondonTime(addDays(day, 1), 0, 0).toISOString() : undefined;
}

/**
 * What the owner fills in, turned into POST /api/studios/:id/promo-codes's body and checked by the
 * API's own schema, so the form refuses what the server would, in its words. Only the chosen kind's
 * field is sent, so the server's "exactly one" rule always holds.
 */
const addPromoCodeSchema = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'amount']),
    percentOff: z.union([z.number(), z.nan()]),
    amountOff: z.string(),
    maxUses: optionalCount,
    validUntil: z
      .string()
      .refine((v) => v === '' || calendarDate(v) !== undefined, 'validUntil must be a date'),
    firstVisitOnly: z.boolean(),
  })
  .transform(
    ({ kind, percentOff, amountOff, validUntil, ...rest }): CreatePromoCodeInput => ({
      ...rest,
      ...(kind === 'percent'
        ? { percentOff: Number.isNaN(percentOff) ? undefined : percentOff }
        : { amountOff: amountOff.trim() === '' ? undefined : amountOff }),
      validUntil: validUntil === '' ? undefined : endOfLondonDay(validUntil),
    }),
  )
  .pipe(createPromoCodeInputSchema);

type AddPromoCodeValues = z.input<typeof addPromoCodeSchema>;

const EMPTY: AddPromoCodeValues = {
  code: '',
  kind: 'percent',
  percentOff: 10,
  amountOff: '',
  maxUses: undefined,
  validUntil: '',
  firstVisitOnly: false,
};

const FIELDS = ['code', 'percentOff', 'amountOff', 'maxUses', 'validUntil'] as const;

/** Add promo code: the code, a percentage or an amount off, and its optional limits. */
export function AddPromoCodeForm({ studioId, onDone }: { studioId: string; onDone: () => void }) {
  const create = useCreatePromoCode(studioId);
  const field = useRecordForm(addPromoCodeSchema, EMPTY, `new-promo-${studioId}`);
  const percent = field.form.watch('kind') === 'percent';
  return (
    <ProductForm
      form={field.form}
      label="Add promo code"
      submitLabel="Add promo code"
      fields={FIELDS}
      save={(input) => create.mutateAsync(input).then((promo) => ({ name: promo.code }))}
      saved="Promo code added"
      failed="Could not add the promo code"
      onDone={onDone}
    >
      <TextField
        {...field}
        name="code"
        label="Code"
        hint="4 to 20 letters, digits or hyphens; students may type it in any case"
        inputProps={{
          placeholder: 'SPRING-10',
          maxLength: 20,
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          className: 'uppercase',
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field} name="kind" label="Discount" options={KIND_OPTIONS} />
        {percent ? (
          <TextField
            {...field}
            name="percentOff"
            label="Percent off"
            hint="1 to 100"
            numeric
            inputProps={{ type: 'number', min: 1, max: 100, step: 1 }}
          />
        ) : (
          <TextField
            {...field}
            name="amountOff"
            label="Amount off (£)"
            hint="Never takes a price below £0.00"
            inputProps={{ inputMode: 'decimal', placeholder: '5.00' }}
          />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field}
          name="maxUses"
          label="Max uses (optional)"
          hint="Empty: no limit"
          numeric
          inputProps={{ type: 'number', min: 1, step: 1 }}
        />
        <TextField
          {...field}
          name="validUntil"
          label="Valid until (optional)"
          hint="Works to the end of this day"
          inputProps={{ type: 'date' }}
        />
      </div>
      <SwitchField
        {...field}
        name="firstVisitOnly"
        label="First visits only"
        hint="On: only for students who have not booked at this studio before."
      />
    </ProductForm>
  );
}
