import { z } from 'zod';
import { PRODUCT_KINDS } from '../../../../common/constants';
import {
  type CreateProductInput,
  createProductInputSchema,
  PRODUCT_PRICE_REQUIRED,
} from '../../../../common/schemas/product';
import { useSaveProduct } from '../api/owner-products';
import { SelectField, TextField } from './form-controls';
import { ProductForm } from './product-form';
import { PRODUCT_KIND_LABELS } from './product-terms';
import { useRecordForm } from './record-form-dialog';
import { SwitchField } from './switch-field';

const KIND_OPTIONS = PRODUCT_KINDS.map((value) => ({ value, label: PRODUCT_KIND_LABELS[value] }));

/** An empty number field reads NaN: the API's schema then says the number is required. */
const count = z.union([z.number(), z.nan()]).transform((n) => (Number.isNaN(n) ? undefined : n));

/**
 * What the owner fills in, turned into POST /api/studios/:id/products's body and checked by the API's
 * own schema, so the form refuses what the server would, in its words: a pack or intro offer sends
 * its credits and days; a membership sends 'month', and credits null when unlimited.
 */
const addProductSchema = z
  .object({
    kind: z.enum(PRODUCT_KINDS),
    name: z.string(),
    description: z.string(),
    // Left empty, the API's words for a missing price, rather than calling "" a bad amount.
    price: z.string().refine((v) => v.trim() !== '', PRODUCT_PRICE_REQUIRED),
    credits: count,
    validDays: count,
    unlimited: z.boolean(),
  })
  .transform(
    ({ unlimited, ...product }): CreateProductInput =>
      product.kind === 'membership'
        ? { ...product, credits: unlimited ? null : product.credits, validDays: undefined, period: 'month' }
        : product,
  )
  .pipe(createProductInputSchema);

type AddProductValues = z.input<typeof addProductSchema>;

const EMPTY: AddProductValues = {
  kind: 'pack',
  name: '',
  description: '',
  price: '',
  credits: 10,
  validDays: 90,
  unlimited: true,
};

const FIELDS = ['kind', 'name', 'description', 'price', 'credits', 'validDays'] as const;

/** Add product: the kind, then what that kind takes (a membership runs by the month). */
export function AddProductForm({ studioId, onDone }: { studioId: string; onDone: () => void }) {
  const save = useSaveProduct({ studioId });
  const field = useRecordForm(addProductSchema, EMPTY, `new-product-${studioId}`);
  const kind = field.form.watch('kind');
  const unlimited = field.form.watch('unlimited');
  const membership = kind === 'membership';
  return (
    <ProductForm
      form={field.form}
      label="Add product"
      submitLabel="Add product"
      fields={FIELDS}
      save={save.mutateAsync}
      saved="Product added"
      onDone={onDone}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field} name="kind" label="Kind" options={KIND_OPTIONS} />
        <TextField
          {...field}
          name="price"
          label={membership ? 'Price per month (£)' : 'Price (£)'}
          inputProps={{ inputMode: 'decimal', placeholder: membership ? '99.00' : '90.00' }}
        />
      </div>
      <TextField
        {...field}
        name="name"
        label="Name"
        inputProps={{ placeholder: membership ? 'Monthly unlimited' : '10-class pack', maxLength: 80 }}
      />
      <TextField {...field} name="description" label="Description (optional)" multiline />
      {membership && (
        <SwitchField
          {...field}
          name="unlimited"
          label="Unlimited classes"
          hint="On: as many classes a month as the member likes. Off: a set number each month."
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {!(membership && unlimited) && (
          <TextField
            {...field}
            name="credits"
            label={membership ? 'Classes per month' : 'Classes'}
            hint="1 to 100"
            numeric
            inputProps={{ type: 'number', min: 1, max: 100, step: 1 }}
          />
        )}
        {!membership && (
          <TextField
            {...field}
            name="validDays"
            label="Valid for (days)"
            hint="1 to 730, from the day it is bought"
            numeric
            inputProps={{ type: 'number', min: 1, max: 730, step: 1 }}
          />
        )}
      </div>
    </ProductForm>
  );
}
