import type { OwnerBooking } from '../../../../common/schemas/owner-booking';

/** "Ada Lovelace", or the e-mail when the student gave no name. */
export function studentName({ student }: Pick<OwnerBooking, 'student'>): string {
  const name = [student.firstName, student.lastName].filter(Boolean).join(' ');
  return name || student.email;
}
