import type { ReactNode } from 'react';
import type { Product } from '../../../../common/schemas/product';
import { AddProductForm } from './add-product-form';
import { EditProductForm } from './edit-product-form';
import { RecordFormDialog } from './record-form-dialog';

interface ProductFormDialogProps {
  studio: { id: string; name: string };
  /** Edit this product; without it the dialog adds one. */
  product?: Product;
  trigger: ReactNode;
}

/** Add product or Edit, in the dialog the other owner forms use. */
export function ProductFormDialog({ studio, product, trigger }: ProductFormDialogProps) {
  return (
    <RecordFormDialog
      trigger={trigger}
      title={product ? `Edit ${product.name}` : `Add a product at ${studio.name}`}
      description={
        product
          ? 'Its kind, classes and validity stay as they were sold; change them by adding another product.'
          : 'A class pack, an intro offer (once per student) or a monthly membership, valid for every class here.'
      }
    >
      {(close) =>
        product ? (
          <EditProductForm product={product} onDone={close} />
        ) : (
          <AddProductForm studioId={studio.id} onDone={close} />
        )
      }
    </RecordFormDialog>
  );
}
