import type { ClassSummary } from '../../../common/schemas/class';
import type { TeacherRef } from '../../../common/schemas/teacher-ref';
import type { classes } from '../../db/schema';

type ClassRow = typeof classes.$inferSelect;

/**
 * The class's own fields and its teachers (read with it, see classTeachersJson), with whichever
 * session shape its answer carries (detail or list).
 */
export function toClassDto<S>(
  row: ClassRow,
  upcomingSessions: S[],
  teachers: TeacherRef[],
): Omit<ClassSummary, 'upcomingSessions'> & { upcomingSessions: S[] } {
  return {
    id: row.id,
    studioId: row.studioId,
    title: row.title,
    description: row.description,
    serviceType: row.serviceType,
    deliveryMethod: row.deliveryMethod,
    duration: row.duration,
    price: row.price,
    maxParticipants: row.maxParticipants,
    difficulty: row.difficulty,
    requirements: row.requirements,
    imageUrl: row.imageUrl,
    isActive: row.isActive ?? true,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    teachers,
    upcomingSessions,
  };
}

/** The class's own rating from its statement's columns (classRatingColumns); none reads 0.00. */
export const toClassRating = (own: { rating: string | null; reviewCount: number | null }) => ({
  rating: own.rating ?? '0.00',
  reviewCount: own.reviewCount ?? 0,
});
