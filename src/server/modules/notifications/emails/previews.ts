import { calendarLinks } from '../../../../common/calendar-links';
import type { MailContent } from '../mail-layout';

// Sample data for every kind of message, to look at the frame with each one's shape (a long
// details table, no button, calendar links, an unsubscribe footer): the browser test renders each
// at 375 and 600 px, light and dark. The real words are in messages.ts and pass-notices.ts.

const SITE = 'https://attune.london';
const student = { to: 'ada@example.com', firstName: 'Ada' };
const studio = {
  reason: 'You are receiving this e-mail because you booked this class on Attune.',
  studioAddress: 'Stillpoint Studio, 12 Hackney Road, London, E2 7NX',
  replyTo: 'owner@example.com',
};
const when = 'Tuesday 1 December 2026 at 18:30 to 19:30 (London time)';
const classDetails: [string, string][] = [
  ['Class', 'Community Hatha'],
  ['Studio', 'Stillpoint Studio'],
  ['When', when],
  ['Where', 'Stillpoint Studio, 12 Hackney Road, London, E2 7NX'],
];
const seeBooking = { text: 'See your booking', url: `${SITE}/checkout/0d3c` };
const calendar = calendarLinks({
  title: 'Community Hatha',
  start: new Date('2026-12-01T18:30:00Z'),
  end: new Date('2026-12-01T19:30:00Z'),
  location: 'Stillpoint Studio, 12 Hackney Road, London, E2 7NX',
});
const unsubscribeUrl = `${SITE}/api/unsubscribe?token=preview`;
const passes = { text: 'See your passes', url: `${SITE}/dashboard?tab=passes` };

export const EMAIL_PREVIEWS: Record<string, MailContent> = {
  'booking-confirmed': {
    ...student,
    ...studio,
    subject: "You're booked: Community Hatha, Tuesday 1 December 2026 at 18:30",
    paragraphs: ['Thank you for booking. Your place on Community Hatha at Stillpoint Studio is confirmed.'],
    details: [
      ...classDetails,
      ['Price', '£18.00'],
      ['Free cancellation until', 'Tuesday 1 December 2026 at 06:30'],
    ],
    link: seeBooking,
    calendar,
    after: ['The calendar entry is attached too, for any other calendar.'],
  },
  'waitlist-promoted': {
    ...student,
    ...studio,
    subject: "A place opened up: you're booked for Community Hatha",
    paragraphs: [
      'Good news: a place opened up on Community Hatha at Stillpoint Studio, and as you were next on the waiting list it is now yours.',
      'If the time no longer suits you, you can cancel free of charge until Monday 30 November 2026 at 20:00.',
    ],
    details: [...classDetails, ['Price', '£18.00']],
    link: seeBooking,
    calendar,
  },
  'booking-cancelled': {
    ...student,
    ...studio,
    subject: 'Your booking for Community Hatha is cancelled',
    paragraphs: [
      'Your booking for Community Hatha at Stillpoint Studio on Tuesday 1 December 2026 at 18:30 has been cancelled.',
      'You cancelled in good time, so you will get a full refund of £18.00.',
    ],
    link: { text: 'Find another class', url: `${SITE}/browse` },
  },
  'session-cancelled': {
    ...student,
    reason:
      'You are receiving this e-mail because you booked this class, or joined its waiting list, on Attune.',
    subject: 'Stillpoint Studio has cancelled Community Hatha on Tuesday 1 December 2026 at 18:30',
    paragraphs: [
      "We're sorry: Stillpoint Studio has had to cancel Community Hatha on Tuesday 1 December 2026 at 18:30.",
      "The studio's reason: Our teacher is unwell.",
      'You will get a full refund of £18.00.',
    ],
    link: { text: 'Find another class', url: `${SITE}/browse` },
    after: ['The attached calendar file removes the class from your calendar.'],
  },
  'session-moved': {
    ...student,
    ...studio,
    subject: 'New time for Community Hatha: Wednesday 2 December 2026 at 19:00',
    paragraphs: [
      'Stillpoint Studio has moved Community Hatha. Your place is kept at the new time.',
      'It was Tuesday 1 December 2026 at 18:30; it is now Wednesday 2 December 2026 at 19:00 (London time).',
    ],
    details: classDetails,
    link: seeBooking,
    calendar,
  },
  'session-updated': {
    ...student,
    ...studio,
    subject: 'Update for Online Breathwork, Tuesday 1 December 2026 at 18:30',
    paragraphs: [
      'Stillpoint Studio has updated the details of Online Breathwork. Your place and its time are unchanged.',
      'There is a new link to join the class.',
    ],
    details: [
      ['Class', 'Online Breathwork'],
      ['When', when],
      [
        'Where',
        'Online: https://meet.example.com/a-very-long-meeting-link-that-must-wrap-on-a-phone-0123456789',
      ],
    ],
    link: seeBooking,
  },
  reminder: {
    ...student,
    ...studio,
    reason: 'You are receiving this reminder because class reminders are on in your Attune profile.',
    subject: 'Tomorrow: Community Hatha at 18:30',
    paragraphs: ['A gentle reminder that Community Hatha at Stillpoint Studio is coming up.'],
    details: classDetails,
    link: seeBooking,
    unsubscribeUrl,
  },
  'review-invite': {
    ...student,
    reason: 'You are receiving this because review invitations are on in your Attune profile.',
    subject: 'How was Community Hatha?',
    paragraphs: [
      'We hope you enjoyed Community Hatha at Stillpoint Studio.',
      'A few words about it help others find the right class, and help the studio too.',
    ],
    link: { text: 'Write a review', url: `${SITE}/dashboard?tab=past` },
    unsubscribeUrl,
  },
  'owner-digest': {
    to: 'owner@example.com',
    firstName: 'Maya',
    reason: 'You are receiving this daily summary because you run a studio on Attune.',
    subject: '3 new bookings on Attune',
    paragraphs: ['Here are the bookings made on your classes since your last summary.'],
    details: [
      ['Community Hatha, Tuesday 1 December 2026 at 18:30', 'Ada L.'],
      ['Community Hatha, Tuesday 1 December 2026 at 18:30', 'Grace H.'],
      ['Sound Bath, Thursday 3 December 2026 at 20:00', 'A student'],
    ],
    link: { text: 'Open your studio dashboard', url: `${SITE}/studio-dashboard` },
    unsubscribeUrl,
  },
  'password-reset': {
    ...student,
    subject: 'Reset your Attune password',
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Attune account.',
      'The link below works once, for 30 minutes. Setting a new password signs you out everywhere.',
    ],
    link: { text: 'Reset your password', url: `${SITE}/auth/reset-password?token=preview` },
    after: ["If you didn't ask, you can ignore this e-mail: your password stays as it is."],
  },
  'account-exists': {
    ...student,
    subject: 'You already have an Attune account',
    paragraphs: [
      'Someone, hopefully you, just tried to create a new Attune account with this e-mail address.',
      'You already have one, so nothing new was made and nothing about your account has changed.',
    ],
    link: { text: 'Sign in', url: `${SITE}/auth` },
  },
  'gift-card': {
    to: 'grace@example.com',
    firstName: 'Grace',
    reason: 'You are receiving this e-mail because Ada Lovelace bought you an Attune gift card.',
    subject: 'Ada Lovelace sent you an Attune gift card for £40.00',
    paragraphs: [
      'Ada Lovelace has given you £40.00 to spend on wellbeing classes across London with Attune.',
      'Their message: Happy birthday: treat yourself to a class.',
    ],
    details: [
      ['Gift card code', 'ABCD-EFGH-JKLM-NPQR'],
      ['Value', '£40.00'],
    ],
    link: { text: 'Redeem your gift card', url: `${SITE}/gift-cards` },
  },
  'pass-purchased': {
    ...student,
    subject: 'Your receipt: 10-class pack at Stillpoint Studio',
    paragraphs: [
      'Thank you for buying 10-class pack at Stillpoint Studio. You can book its classes with it straight away.',
    ],
    details: [
      ['Pass', '10-class pack'],
      ['Paid', '£120.00'],
      ['Classes', '10 credits left'],
      ['Valid until', 'Monday 1 March 2027 at 23:59'],
      ['Payment reference', 'demo_9f2c4e1b7a'],
    ],
    link: passes,
  },
  'renewal-failed': {
    ...student,
    subject: "We couldn't renew your Unlimited monthly",
    paragraphs: [
      'We tried to renew your Unlimited monthly membership at Stillpoint Studio for £60.00, and the payment was declined.',
      'Your membership is now past due, and it cannot be used to book classes until it is settled.',
    ],
    link: passes,
  },
};
