import type { z } from 'zod';
import type { OwnerProduct } from '../../../common/schemas/owner-product';
import type {
  createProductInputSchema,
  Product,
  updateProductInputSchema,
} from '../../../common/schemas/product';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { ownStudio } from '../owner/owner-studios.service';
import {
  findActiveProductsOfStudio,
  findOwnerProducts,
  findOwnProduct,
  insertProduct,
  type ProductRow,
  studioShownTo,
  updateProduct,
} from './products.repository';

const PRODUCT_NOT_FOUND = 'Product not found';

export function toProductDto(row: ProductRow): Product {
  return {
    id: row.id,
    studioId: row.studioId,
    kind: row.kind,
    name: row.name,
    description: row.description,
    price: row.price,
    credits: row.credits,
    validDays: row.validDays,
    period: row.period,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /api/studios/:id/products: a product of the owner's studio (404 for anyone else's). */
export async function createProduct(
  { db, actor }: Context,
  studioId: string,
  input: z.output<typeof createProductInputSchema>,
): Promise<Product> {
  const studio = await ownStudio(db, studioId, actor.id);
  return toProductDto(await insertProduct(db, { ...input, studioId: studio.id }));
}

async function ownProduct(db: Db, id: string, ownerId: string): Promise<ProductRow> {
  const row = isUuid(id) ? await findOwnProduct(db, id, ownerId) : undefined;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/products/:id: name, description, price, isActive. The passes already sold copied their
 * terms when bought, so a new price applies to new purchases only.
 */
export async function updateOwnProduct(
  { db, actor }: Context,
  id: string,
  input: z.output<typeof updateProductInputSchema>,
): Promise<Product> {
  const product = await ownProduct(db, id, actor.id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return toProductDto(product);
  return toProductDto((await updateProduct(db, id, changes)) ?? product);
}

/** DELETE /api/products/:id: archived (no longer sold); the passes sold keep working. Again: the same. */
export async function archiveOwnProduct({ db, actor }: Context, id: string): Promise<Product> {
  const product = await ownProduct(db, id, actor.id);
  if (!product.isActive) return toProductDto(product);
  return toProductDto((await updateProduct(db, id, { isActive: false })) ?? product);
}

/**
 * GET /api/studios/:id/products: what the studio sells now. A studio the public does not see (a
 * draft, deactivated or suspended) is a 404 like its page, except a draft to its owner (`viewerId`).
 */
export async function listStudioProducts(
  db: Db,
  studioId: string,
  now: Date,
  viewerId: string | null,
): Promise<Product[]> {
  if (!isUuid(studioId) || !(await studioShownTo(db, studioId, now, viewerId))) {
    throw notFound('Studio not found');
  }
  return (await findActiveProductsOfStudio(db, studioId)).map((r) => toProductDto(r.product));
}

/**
 * GET /api/owner/products: the Pricing tab's list, every product of the owner's studios (or of the one
 * named; someone else's is a 404) with archived ones, and how many passes of each were sold.
 */
export async function listOwnerProducts(
  { db, clock, actor }: Context,
  studioId: string | undefined,
): Promise<OwnerProduct[]> {
  if (studioId !== undefined) await ownStudio(db, studioId, actor.id);
  const rows = await findOwnerProducts(db, actor.id, studioId, clock());
  return rows.map((row) => ({
    ...toProductDto(row.product),
    sold: row.sold,
    activePasses: row.activePasses,
  }));
}
