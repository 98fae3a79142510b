import { conflict, type HttpError } from '../../../lib/http-errors';

/** How long after a session ends its studio may still mark or correct attendance. */
export const ATTENDANCE_WINDOW_DAYS = 7;

/**
 * Attendance is a record of the class as it happened: it can be marked from the session's start
 * until ATTENDANCE_WINDOW_DAYS after its end, long enough to catch up on a busy week, not so long
 * that an old "verified attendee" mark can be flipped at will (docs/decisions/0052).
 */
export function attendanceWindowRefusal(
  session: { startTime: Date; endTime: Date },
  now: Date,
): HttpError | undefined {
  if (session.startTime > now)
    return conflict('Attendance can be marked once the session has started.', 'SESSION_NOT_STARTED');
  const closes = session.endTime.getTime() + ATTENDANCE_WINDOW_DAYS * 86_400_000;
  if (now.getTime() > closes) {
    return conflict(
      `Attendance can be marked until ${ATTENDANCE_WINDOW_DAYS} days after the session ends, so this one can no longer change.`,
    );
  }
  return undefined;
}
