import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { studios } from '../../db/schema';

export function findActiveStudios(db: DbOrTx) {
  return db
    .select()
    .from(studios)
    .where(eq(studios.isActive, true))
    .orderBy(desc(studios.rating), asc(studios.name), asc(studios.id));
}

export async function findActiveStudioById(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(studios)
    .where(and(eq(studios.id, id), eq(studios.isActive, true)));
  return row;
}
