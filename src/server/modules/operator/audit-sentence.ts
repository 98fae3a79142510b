import { bookingReference } from '../../../common/booking-reference';
import type { AuditPageRow } from './operator-audit.repository';

// The audit log in words (issue 69, item 13): who did what to whom, as a sentence an operator reads
// at a glance. The raw before and after stay in the entry for whoever needs the detail.

/** What an entry names when a row it points at is gone (a target id that no longer resolves). */
const UNKNOWN_OPERATOR = 'An operator';

/** What the entry acted on, in words. */
export function auditTargetName(row: AuditPageRow): string {
  switch (row.targetType) {
    case 'studio':
      return row.studioName ?? 'a studio';
    case 'user':
      return row.personName ?? 'a person';
    case 'review':
      return row.reviewerName && row.reviewStudioName
        ? `${row.reviewerName}’s review of ${row.reviewStudioName}`
        : 'a review';
    case 'booking':
      return `booking ${bookingReference(row.targetId)}`;
    default:
      return `${row.targetType} ${row.targetId}`;
  }
}

/** "£12.00" from the refund's recorded amount, when it is there. */
function refunded(after: unknown): string {
  const amount = (after as { refunded?: unknown } | null)?.refunded;
  return typeof amount === 'string' ? `£${amount}` : 'part';
}

/** The verb phrase of each action, given the target's name. */
const PHRASES: Record<string, (target: string, row: AuditPageRow) => string> = {
  'review.hide': (t) => `hid ${t}`,
  'review.restore': (t) => `restored ${t}`,
  'report.dismiss': (t) => `dismissed the reports of ${t}, leaving it as it was`,
  'studio.verify': (t) => `verified ${t}`,
  'studio.unverify': (t) => `took back the verification of ${t}`,
  'studio.suspend': (t) => `suspended ${t}`,
  'studio.unsuspend': (t) => `lifted the suspension of ${t}`,
  'user.suspend': (t) => `suspended ${t}`,
  'user.unsuspend': (t) => `lifted the suspension of ${t}`,
  'booking.refund': (t, row) => `refunded ${refunded(row.after)} of ${t}`,
};

/** The entry's names and its sentence: "Sam Operator suspended Lotus Studio". */
export function auditWords(row: AuditPageRow) {
  const actorName = row.actorName ?? UNKNOWN_OPERATOR;
  const targetName = auditTargetName(row);
  const phrase = PHRASES[row.action]?.(targetName, row) ?? `did ${row.action} on ${targetName}`;
  return { actorName, targetName, summary: `${actorName} ${phrase}.` };
}
