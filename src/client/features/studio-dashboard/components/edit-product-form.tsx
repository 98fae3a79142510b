import type { z } from 'zod';
import { type Product, updateProductInputSchema } from '../../../../common/schemas/product';
import { useSaveProduct } from '../api/owner-products';
import { TextField } from './form-controls';
import { ProductForm } from './product-form';
import { useRecordForm } from './record-form-dialog';
import { SwitchField } from './switch-field';

type EditProductValues = z.input<typeof updateProductInputSchema>;

const FIELDS = ['name', 'description', 'price', 'isActive'] as const;

/**
 * Edit: name, description, price and whether it is on sale (PATCH /api/products/:id). Its kind and
 * terms are what passes were sold on, so they stay; a new price applies to new purchases only.
 */
export function EditProductForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const save = useSaveProduct({ studioId: product.studioId, productId: product.id });
  const values: EditProductValues = {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    isActive: product.isActive,
  };
  const field = useRecordForm(updateProductInputSchema, values, `product-${product.id}`);
  return (
    <ProductForm
      form={field.form}
      label="Edit product"
      submitLabel="Save changes"
      fields={FIELDS}
      save={save.mutateAsync}
      saved="Product updated"
      onDone={onDone}
    >
      <TextField {...field} name="name" label="Name" inputProps={{ maxLength: 80 }} />
      <TextField
        {...field}
        name="price"
        label={product.kind === 'membership' ? 'Price per month (£)' : 'Price (£)'}
        hint="A new price applies to new purchases only: passes already sold keep theirs."
        inputProps={{ inputMode: 'decimal' }}
      />
      <TextField {...field} name="description" label="Description (optional)" multiline />
      <SwitchField
        {...field}
        name="isActive"
        label="On sale"
        hint="Off: archived, students can no longer buy it. Passes already sold keep working."
      />
    </ProductForm>
  );
}
