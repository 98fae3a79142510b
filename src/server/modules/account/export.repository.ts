import { desc, eq, getTableColumns } from 'drizzle-orm';
import { formatPence, toPence } from '../../../common/money';
import { joinBookingStudio } from '../../db/booking-joins';
import type { DbOrTx } from '../../db/client';
import {
  authTokens,
  balanceEntries,
  bookingRefunds,
  bookings,
  classes,
  contactMessages,
  favouriteClasses,
  favouriteStudios,
  giftCardFailedRedemptions,
  giftCards,
  idempotencyKeys,
  mailDeliveries,
  notifications,
  operatorAudit,
  passes,
  passwordResetTokens,
  reviewReports,
  reviews,
  sessions,
  studios,
  users,
  waitlistEntries,
  waitlistSignups,
} from '../../db/schema';

// GET /api/user/export: everything Attune holds about the person (UK GDPR rights of access and
// portability). The first export left out passes, gift cards, the balance, favourites, the bell and
// the e-mail choices, each added to the schema after it was written (issue 69). So every column that
// points at a person is named here with the section that exports its rows, and
// test/api/account-export.test.ts reads the database's own catalogue: a new table that references
// users, or a new e-mail column, fails it until it is exported here.

/**
 * "table.column" of every reference to a person, by id (a foreign key to users) or by e-mail address,
 * and the export's section (a dotted path) that holds exactly the rows whose column is this person's.
 */
export const EXPORTED_REFERENCES = {
  'studios.user_id': 'studios',
  'bookings.user_id': 'bookings',
  'passes.user_id': 'passes',
  'reviews.user_id': 'reviews',
  'review_reports.user_id': 'reviewReports',
  'waitlist_entries.user_id': 'waitlistEntries',
  'favourite_studios.user_id': 'favourites.studios',
  'favourite_classes.user_id': 'favourites.classes',
  'auth_tokens.user_id': 'devices',
  'idempotency_keys.user_id': 'requestKeys',
  'notifications.user_id': 'notifications',
  'password_reset_tokens.user_id': 'passwordResetLinks',
  'gift_cards.purchaser_id': 'giftCards.bought',
  'gift_cards.redeemed_by': 'giftCards.redeemed',
  'gift_cards.recipient_email': 'giftCards.addressedToYou',
  'gift_card_failed_redemptions.user_id': 'giftCards.wrongCodesTried',
  'balance_entries.user_id': 'balance.entries',
  'booking_refunds.operator_id': 'operator.refundsGiven',
  'operator_audit.operator_id': 'operator.actions',
  'waitlist_signups.email': 'waitingListSignups',
  'contact_messages.email': 'contactMessages',
  'mail_deliveries.email': 'emailsSent',
  // Added by account.service's exportAccount (with the answers opened), not by findEverythingAbout.
  'waiver_signatures.user_id': 'waiverSignatures',
} as const;

/**
 * Columns of the person's own row the export leaves out, and why: secrets that would let whoever holds
 * the file sign in or read the calendar feed. Every other column of users is in `account` or
 * `emailPreferences` (the test checks that too).
 */
export const WITHHELD_USER_COLUMNS = {
  password: 'the password hash',
  calendar_feed_hash: 'the calendar feed secret; the export says whether a feed is on',
} as const;

/** The e-mail choices on the person's row, and their names in the export's `emailPreferences`. */
export const EMAIL_PREFERENCE_COLUMNS = {
  notify_reminders: 'reminders',
  notify_review_invites: 'reviewInvites',
  notify_digest: 'digest',
} as const;

export async function findEverythingAbout(db: DbOrTx, userId: string, email: string) {
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  const {
    password: _password,
    calendarFeedHash,
    notifyReminders,
    notifyReviewInvites,
    notifyDigest,
    ...account
  } = person ?? ({} as Partial<typeof users.$inferSelect>);
  // Hashes of codes and links: of no use to the person, and a guessing aid to anyone else.
  const { codeHash: _codeHash, ...giftCardColumns } = getTableColumns(giftCards);
  const { tokenHash: _tokenHash, ...resetColumns } = getTableColumns(passwordResetTokens);
  // A device's token hash would sign whoever holds the file in as the person: never exported.
  const { id: _tokenId, tokenHash: _deviceHash, ...deviceColumns } = getTableColumns(authTokens);
  const [
    bookingRows,
    passRows,
    reviewRows,
    reportRows,
    waitlistRows,
    favouriteStudioRows,
    favouriteClassRows,
    deviceRows,
    keyRows,
    notificationRows,
    resetRows,
    bought,
    redeemed,
    addressed,
    wrongCodes,
    entries,
    refundsGiven,
    actions,
    studioRows,
    signups,
    messages,
    emails,
  ] = await Promise.all([
    joinBookingStudio(
      db
        .select({
          id: bookings.id,
          status: bookings.status,
          amountPaid: bookings.amountPaid,
          discount: bookings.discount,
          bookingDate: bookings.bookingDate,
          paidAt: bookings.paidAt,
          paymentReference: bookings.paymentReference,
          passId: bookings.passId,
          cancelledAt: bookings.cancelledAt,
          cancellationReason: bookings.cancellationReason,
          refund: bookings.refund,
          attendance: bookings.attendance,
          sessionStart: sessions.startTime,
          classTitle: classes.title,
          studioName: studios.name,
        })
        .from(bookings)
        .$dynamic(),
    )
      .where(eq(bookings.userId, userId))
      .orderBy(desc(sessions.startTime)),
    db.select().from(passes).where(eq(passes.userId, userId)).orderBy(desc(passes.createdAt)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId)),
    db.select().from(reviewReports).where(eq(reviewReports.userId, userId)),
    db
      .select({
        sessionId: waitlistEntries.sessionId,
        status: waitlistEntries.status,
        createdAt: waitlistEntries.createdAt,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, userId)),
    db.select().from(favouriteStudios).where(eq(favouriteStudios.userId, userId)),
    db.select().from(favouriteClasses).where(eq(favouriteClasses.userId, userId)),
    db.select(deviceColumns).from(authTokens).where(eq(authTokens.userId, userId)),
    db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
    db.select(resetColumns).from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.select(giftCardColumns).from(giftCards).where(eq(giftCards.purchaserId, userId)),
    db.select(giftCardColumns).from(giftCards).where(eq(giftCards.redeemedBy, userId)),
    db.select(giftCardColumns).from(giftCards).where(eq(giftCards.recipientEmail, email)),
    db.select().from(giftCardFailedRedemptions).where(eq(giftCardFailedRedemptions.userId, userId)),
    db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, userId))
      .orderBy(balanceEntries.createdAt),
    db.select().from(bookingRefunds).where(eq(bookingRefunds.operatorId, userId)),
    db.select().from(operatorAudit).where(eq(operatorAudit.operatorId, userId)),
    db
      .select({ id: studios.id, name: studios.name, address: studios.address })
      .from(studios)
      .where(eq(studios.userId, userId)),
    db.select().from(waitlistSignups).where(eq(waitlistSignups.email, email)),
    db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    db.select().from(mailDeliveries).where(eq(mailDeliveries.email, email)),
  ]);
  return {
    account,
    // In the words of GET /api/user/notification-preferences.
    emailPreferences: {
      reminders: notifyReminders,
      reviewInvites: notifyReviewInvites,
      digest: notifyDigest,
    },
    calendarFeed: { active: Boolean(calendarFeedHash) },
    bookings: bookingRows,
    passes: passRows,
    reviews: reviewRows,
    reviewReports: reportRows,
    waitlistEntries: waitlistRows,
    favourites: { studios: favouriteStudioRows, classes: favouriteClassRows },
    devices: deviceRows,
    requestKeys: keyRows,
    notifications: notificationRows,
    passwordResetLinks: resetRows,
    giftCards: { bought, redeemed, addressedToYou: addressed, wrongCodesTried: wrongCodes },
    balance: { balance: balanceOf(entries), entries },
    operator: { refundsGiven, actions },
    studios: studioRows,
    waitingListSignups: signups,
    contactMessages: messages,
    emailsSent: emails,
  };
}

/** The ledger's sum, "25.00", as the balance route answers it. */
function balanceOf(entries: { amount: string }[]): string {
  return formatPence(entries.reduce((sum, e) => sum + (toPence(e.amount) ?? 0), 0));
}
