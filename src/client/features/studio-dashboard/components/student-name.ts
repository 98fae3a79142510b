import type { OwnerBooking } from '../../../../common/schemas/owner-booking';
import type { AttendanceTarget } from './attendance-buttons';

/** "Ada Lovelace", or the e-mail when the student gave no name. */
export function studentName({ student }: Pick<OwnerBooking, 'student'>): string {
  const name = [student.firstName, student.lastName].filter(Boolean).join(' ');
  return name || student.email;
}

/** A booking of the owner's list as attendance marks it. */
export function attendanceTarget(booking: OwnerBooking): AttendanceTarget {
  return {
    bookingId: booking.id,
    name: studentName(booking),
    status: booking.status,
    attendance: booking.attendance,
    sessionStart: booking.session.startTime,
  };
}
