import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, studios } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('The product was not inserted');
  return row;
}

/** The product, only if `ownerId` owns its studio (another owner's reads as missing). */
export async function findOwnProduct(db: DbOrTx, id: string, ownerId: string) {
  const [row] = await db
    .select({ product: products })
    .from(products)
    .innerJoin(studios, eq(studios.id, products.studioId))
    .where(and(eq(products.id, id), eq(studios.userId, ownerId)));
  return row?.product;
}

export async function updateProduct(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<ProductRow, 'name' | 'description' | 'price' | 'isActive'>>,
) {
  const [row] = await db.update(products).set(changes).where(eq(products.id, id)).returning();
  return row;
}

/** The active products of an active studio, oldest first (the order the owner made them in). */
export function findActiveProductsOfStudio(db: DbOrTx, studioId: string) {
  return db
    .select({ product: products })
    .from(products)
    .innerJoin(studios, eq(studios.id, products.studioId))
    .where(and(eq(products.studioId, studioId), eq(products.isActive, true), eq(studios.isActive, true)))
    .orderBy(asc(products.createdAt), asc(products.id));
}

export async function studioExists(db: DbOrTx, studioId: string): Promise<boolean> {
  const [row] = await db.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId));
  return row !== undefined;
}
