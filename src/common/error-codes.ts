/**
 * Every error answer is `{ message, code }`: the message is for people (its text may change), the
 * code is for programs and never changes once published. New codes are added here, and only here;
 * the OpenAPI document lists them from this array.
 */
export const ERROR_CODES = [
  // General, one per kind of refusal: what an error gets when nothing more precise applies.
  'VALIDATION',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  // The booking core's.
  'INVALID_TRANSITION',
  // Rules found by probing the booking core (docs/decisions/0052): an owner booking, waiting for or
  // reviewing their own studio's class; a new hold of a session straight after the last one ran out
  // unpaid; an attendance change once the student has reviewed the class.
  'OWN_STUDIO',
  'HOLD_COOLDOWN',
  'ATTENDANCE_LOCKED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
