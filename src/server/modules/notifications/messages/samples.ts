import type { BookingDetails, PassDetails } from '../event-details.repository';

// Made-up details for the messages' samples: a student booked on an in-person class, a studio, a
// pass. Each message's samples vary them to show its shapes (docs/decisions/0081).

const start = new Date('2026-12-01T18:30:00Z');

export const SAMPLE_BOOKING: BookingDetails = {
  bookingId: '0d3c5a52-8f1e-4a8c-9a51-2f0b7f6a1c11',
  bookingStatus: 'confirmed',
  userId: '5b1f3e0a-7c2d-4f7e-8a9b-1c2d3e4f5a61',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  paidAt: new Date('2026-11-20T09:00:00Z'),
  amountPaid: '18.00',
  refund: null,
  operatorRefunds: '0.00',
  refilledAt: null,
  passId: null,
  lateCancellation: false,
  cancellationReason: null,
  promotedAt: null,
  attendance: null,
  startTime: start,
  endTime: new Date('2026-12-01T19:30:00Z'),
  sessionStatus: 'scheduled',
  meetingLink: null,
  specialInstructions: null,
  classTitle: 'Community Hatha',
  deliveryMethod: 'in-person',
  studioName: 'Stillpoint Studio',
  address: '12 Hackney Road',
  city: 'London',
  postcode: 'E2 7NX',
  windowHours: 12,
  cancellationDeadline: null,
  sessionId: '7a0e2c44-1b3d-4e5f-9a6b-7c8d9e0f1a21',
  sessionReason: null,
  classId: '9c8b7a65-4d3e-4f2a-8b1c-0d9e8f7a6b51',
  price: '18.00',
  ownerId: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a71',
  ownerEmail: 'owner@example.com',
  remindersOn: true,
  reviewInvitesOn: true,
};

/** An online class whose meeting link is long enough to wrap on a phone. */
export const SAMPLE_ONLINE: BookingDetails = {
  ...SAMPLE_BOOKING,
  classTitle: 'Online Breathwork',
  deliveryMethod: 'online',
  meetingLink: 'https://meet.example.com/a-very-long-meeting-link-that-must-wrap-on-a-phone-0123456789',
};

/** Someone on a session's waiting list. */
export const SAMPLE_WAITING = {
  userId: '6c2a4f1b-8d3e-4a8f-9b0c-2d3e4f5a6b71',
  email: 'grace@example.com',
  firstName: 'Grace',
  sessionId: SAMPLE_BOOKING.sessionId,
  startTime: start,
  endTime: SAMPLE_BOOKING.endTime,
  sessionReason: null as string | null,
  classId: SAMPLE_BOOKING.classId,
  classTitle: SAMPLE_BOOKING.classTitle,
  studioName: SAMPLE_BOOKING.studioName,
};

export const SAMPLE_PASS: PassDetails = {
  passId: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f81',
  kind: 'pack',
  name: '10-class pack',
  status: 'active',
  creditsTotal: 10,
  creditsLeft: 10,
  validFrom: new Date('2026-11-20T09:00:00Z'),
  expiresAt: new Date('2027-03-01T23:59:00Z'),
  renewsAt: null,
  amountPaid: '120.00',
  paymentReference: 'demo_9f2c4e1b7a',
  userId: SAMPLE_BOOKING.userId,
  email: SAMPLE_BOOKING.email,
  firstName: SAMPLE_BOOKING.firstName,
  studioName: SAMPLE_BOOKING.studioName,
};

export const SAMPLE_MEMBERSHIP: PassDetails = {
  ...SAMPLE_PASS,
  kind: 'membership',
  name: 'Unlimited monthly',
  creditsTotal: null,
  creditsLeft: null,
  amountPaid: '60.00',
  renewsAt: new Date('2026-12-20T09:00:00Z'),
};

/** Stands in for the signed token in a sample's unsubscribe link. */
export const SAMPLE_TOKEN = 'preview';
