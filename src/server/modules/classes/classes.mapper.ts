import type { ClassSummary } from '../../../common/schemas/class';
import type { PublicSession } from '../../../common/schemas/session';
import type { classes } from '../../db/schema';

type ClassRow = typeof classes.$inferSelect;

export function toClassDto(row: ClassRow, upcomingSessions: PublicSession[]): ClassSummary {
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
    upcomingSessions,
  };
}
