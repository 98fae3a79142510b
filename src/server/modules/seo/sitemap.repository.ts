import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { instant, studioIsPublic } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { classes, sessions, studios } from '../../db/schema';

/** A page of the sitemap: its path on the site and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

// What is public is what the catalogue lists: active studios with an upcoming session (not drafts,
// docs/decisions/0065), and their active classes. A page changes when it, or a class or session on
// it, is added: the latest of those creation times is its lastmod (rows carry no update time). The
// correlated subqueries name the outer tables in plain SQL: Drizzle leaves a selected column unqualified.

const publicStudio = (now: Date) => and(eq(studios.isActive, true), studioIsPublic(instant(now)));
const publicClass = (now: Date) => and(eq(classes.isActive, true), publicStudio(now));

export async function countPublic(db: DbOrTx, now: Date) {
  const [studioCount] = await db.select({ n: count() }).from(studios).where(publicStudio(now));
  const [classCount] = await db
    .select({ n: count() })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(publicClass(now));
  return { studios: studioCount?.n ?? 0, classes: classCount?.n ?? 0 };
}

/** The latest change of a sitemap's pages, for its lastmod in the index. */
export async function latestChange(db: DbOrTx, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(publicClass(now));
  return row?.at ?? undefined;
}

/** One sitemap file's studios, by id, `offset` into the list. */
export async function studioEntries(db: DbOrTx, now: Date, offset: number, limit: number) {
  const rows = await db
    .select({
      id: studios.id,
      lastmod: sql<Date>`greatest(studios.created_at, (select max(greatest(c.created_at, s.created_at))
        from classes c left join sessions s on s.class_id = c.id where c.studio_id = studios.id))`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(studios)
    .where(publicStudio(now))
    .orderBy(asc(studios.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row): SitemapEntry => ({ path: `/studios/${row.id}`, lastmod: row.lastmod }));
}

/** One sitemap file's classes, by id, `offset` into the list. */
export async function classEntries(db: DbOrTx, now: Date, offset: number, limit: number) {
  const rows = await db
    .select({
      id: classes.id,
      lastmod: sql<Date>`greatest(classes.created_at, (select max(s.created_at) from sessions s
        where s.class_id = classes.id))`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(publicClass(now))
    .orderBy(asc(classes.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row): SitemapEntry => ({ path: `/classes/${row.id}`, lastmod: row.lastmod }));
}
