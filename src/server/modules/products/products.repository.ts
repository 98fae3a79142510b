import { and, asc, eq, or, sql } from 'drizzle-orm';
import { instant, studioSeenByPublic } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { passes, products, studios } from '../../db/schema';
import { usablePassAt } from '../../db/usable-pass';

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

/**
 * Whether the studio's products are shown to `viewerId` (null when signed out): as its page is, when
 * the public sees the studio at `now`, and to its owner while it is an active draft.
 */
export async function studioShownTo(
  db: DbOrTx,
  studioId: string,
  now: Date,
  viewerId: string | null,
): Promise<boolean> {
  const seen = studioSeenByPublic(instant(now));
  const [row] = await db
    .select({ id: studios.id })
    .from(studios)
    .where(
      and(
        eq(studios.id, studioId),
        viewerId ? or(seen, and(eq(studios.isActive, true), eq(studios.userId, viewerId))) : seen,
      ),
    );
  return row !== undefined;
}

/**
 * Every product of the owner's studios (or of the one studio), archived ones too, oldest first, with
 * the passes sold of each and how many of those are usable at `now`.
 */
export function findOwnerProducts(db: DbOrTx, ownerId: string, studioId: string | undefined, now: Date) {
  const usable = usablePassAt(now);
  return (
    db
      .select({
        product: products,
        sold: sql<number>`count(${passes.id})::int`,
        activePasses: sql<number>`(count(${passes.id}) filter (where ${usable}))::int`,
      })
      .from(products)
      .innerJoin(studios, eq(studios.id, products.studioId))
      .leftJoin(passes, eq(passes.productId, products.id))
      .where(and(eq(studios.userId, ownerId), studioId ? eq(products.studioId, studioId) : undefined))
      // products.id is the key, so every other column of products may be selected (functional dependency).
      .groupBy(products.id)
      .orderBy(asc(products.createdAt), asc(products.id))
  );
}
