import type { OwnerSession } from '../../../common/schemas/owner-session';
import type { sessions } from '../../db/schema';

type SessionRow = typeof sessions.$inferSelect;

export function toOwnerSessionDto(row: SessionRow, maxParticipants: number): OwnerSession {
  const taken = row.currentParticipants;
  return {
    id: row.id,
    classId: row.classId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
    currentParticipants: taken,
    maxParticipants,
    availableSpots: row.status === 'scheduled' ? Math.max(0, maxParticipants - taken) : 0,
    specialInstructions: row.specialInstructions,
    meetingLink: row.meetingLink,
    teacherId: row.teacherId,
    cancellationReason: row.cancellationReason,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    createdAt: (row.createdAt ?? row.startTime).toISOString(),
  };
}
