import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { studios } from '../../db/schema';

export function findActiveStudios(db: DbOrTx) {
  return db
    .select()
    .from(studios)
    .where(eq(studios.isActive, true))
    .orderBy(desc(studios.rating), asc(studios.name), asc(studios.id));
}

export async function findActiveStudioById(db: DbOrTx, id: string) {
  const [row] = await prepared(db, 'active_studio', (d) =>
    d
      .select()
      .from(studios)
      .where(and(eq(studios.id, sql.placeholder('id')), eq(studios.isActive, true)))
      .prepare('active_studio'),
  ).execute({ id });
  return row;
}
