// The marketplace's tables, plus auth_tokens for opaque bearer tokens.
// Column names are snake_case in SQL and camelCase in TypeScript.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCESS_FEATURES } from '../../common/accessibility';
import {
  ATTENDANCE,
  DEFAULT_DIFFICULTY,
  DIFFICULTY_LEVELS,
  MEMBERSHIP_PERIODS,
  PRODUCT_KINDS,
  REFUNDS,
  USER_TYPES,
} from '../../common/constants';
import { BOOKING_STATUSES, PASS_STATUSES, SESSION_STATUSES, WAITLIST_STATUSES } from '../../common/statuses';

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow();

/** A CHECK that the column holds one of the listed values (the lists live in src/common/statuses.ts). */
const oneOf = (column: SQL | AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-case by the service, so the plain unique constraint is case-insensitive in effect.
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    password: text('password').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('user'),
    stripeCustomerId: text('stripe_customer_id'),
    /** SHA-256 of the secret in the personal calendar feed's URL; null until the student asks for one. */
    calendarFeedHash: text('calendar_feed_hash').unique(),
    /** Reminders 24 hours before a class; transactional messages always go. */
    notifyReminders: boolean('notify_reminders').notNull().default(true),
    /** The invitation to review a class after it. */
    notifyReviewInvites: boolean('notify_review_invites').notNull().default(true),
    /** A studio owner's daily summary of new bookings. */
    notifyDigest: boolean('notify_digest').notNull().default(true),
    /** Set by an operator: sign-in answers 403 ACCOUNT_SUSPENDED and no token of the account works. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames keep the case people type, but "Maya" must not impersonate "maya".
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_user_type_check', oneOf(t.userType, USER_TYPES)),
  ],
);

/** The prior of the studios' Bayesian rating (docs/decisions/0025): a mean and its weight in reviews. */
export const PRIOR_MEAN = 4;
export const PRIOR_REVIEWS = 10;

export const studios = pgTable(
  'studios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    city: text('city').notNull().default('London'),
    postcode: text('postcode'),
    phone: text('phone'),
    website: text('website'),
    imageUrl: text('image_url'),
    rating: numeric('rating', { precision: 3, scale: 2 }).default('0.00'),
    reviewCount: integer('review_count').default(0),
    /**
     * The Bayesian average of the rating (docs/decisions/0025), the "recommended" sort's key: the
     * reviews pulled towards a prior of PRIOR_MEAN stars worth PRIOR_REVIEWS reviews, so three 5-star
     * reviews (4.23) do not outrank three hundred 4.8s (4.77). Rounded to 6 places, an exact and
     * repeatable key; kept by the database, so a list never computes it per row (docs/decisions/0046).
     */
    score: numeric('score').generatedAlwaysAs(
      sql`round((${sql.raw(`${PRIOR_REVIEWS} * ${PRIOR_MEAN}`)} + coalesce(rating, 0) * coalesce(review_count, 0))
        / (${sql.raw(`${PRIOR_REVIEWS}`)} + coalesce(review_count, 0)), 6)`,
    ),
    serviceTypes: text('service_types').array().notNull().default(sql`'{}'::text[]`),
    amenities: text('amenities').array().default(sql`'{}'::text[]`),
    /** The access features that hold, from ACCESS_FEATURES, in its order (docs/decisions/0077). */
    accessibility: text('accessibility').array().notNull().default(sql`'{}'::text[]`),
    accessibilityNotes: text('accessibility_notes'),
    isActive: boolean('is_active').notNull().default(true),
    /** Hours before a session's start after which a student's cancellation is late (no refund). */
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(12),
    /** Where the studio is, in WGS 84 degrees: both or neither (docs/decisions/0078). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Marked by an operator: a badge on the studio's page and cards. */
    verified: boolean('verified').notNull().default(false),
    /** Set by an operator (with is_active false): out of the catalogue, and its owner cannot reactivate it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The studio's latest waiver version (studio_waivers), null without one. Kept on the studio's row,
     * not only counted from studio_waivers, because the booking statement locks this row: a booking
     * that waits for a new version's save re-reads the row and so sees the new version, which a
     * subquery of its snapshot would not (docs/decisions/0128).
     */
    waiverVersion: integer('waiver_version'),
    createdAt: createdAt(),
  },
  (t) => [
    index('studios_user_id_idx').on(t.userId),
    // The "near" filter's bounding box (latitude range first), for the studios that have a place.
    index('studios_location_idx').on(t.latitude, t.longitude).where(sql`${t.latitude} is not null`),
    check(
      'studios_location_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null)
        and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    // Full-text search of the catalogue (q): English stemming, so "meditate" finds "Meditation".
    index('studios_search_idx').using('gin', sql`to_tsvector('english', ${t.name})`),
    // The studio list's two sorts, each a range scan of the active studios (docs/decisions/0087).
    index('studios_active_score_idx').on(t.score.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index('studios_active_name_idx').on(t.name, t.id).where(sql`${t.isActive}`),
    check('studios_cancellation_window_check', sql`${t.cancellationWindowHours} between 0 and 168`),
    // The access filter's "every named feature" is `accessibility @> array[...]`, which this answers.
    index('studios_accessibility_idx').using('gin', t.accessibility),
    check(
      'studios_accessibility_check',
      sql`${t.accessibility} <@ array[${sql.raw(ACCESS_FEATURES.map((v) => `'${v}'`).join(', '))}]::text[]`,
    ),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    title: text('title').notNull(),
    description: text('description'),
    serviceType: text('service_type').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    duration: integer('duration').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    maxParticipants: integer('max_participants').notNull(),
    /** One of DIFFICULTY_LEVELS (migration 0014 mapped the free text owners had typed). */
    difficulty: text('difficulty', { enum: DIFFICULTY_LEVELS }).notNull().default(DEFAULT_DIFFICULTY),
    requirements: text('requirements'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /**
     * The start of the class's next scheduled session as of `nextSessionAsOf`, or null when it had
     * none; kept by triggers on sessions and refreshed as sessions pass (migration 0008,
     * docs/decisions/0046). The "soonest" sort trusts it only between those two instants.
     */
    nextSessionAt: timestamp('next_session_at', { withTimezone: true }),
    nextSessionAsOf: timestamp('next_session_as_of', { withTimezone: true }).defaultNow(),
    /**
     * The catalogue read model (migration 0023, docs/decisions/0087): copies kept by triggers in the
     * transaction of every change that moves them, so a page of the class list is a range scan of one
     * index of this table:
     * - listed: the class and its studio are both active;
     * - lastSessionAt: the start of the class's last scheduled session, or null. A studio is public
     *   (not a draft, docs/decisions/0065) while one of its active classes has it after `now`;
     * - studioScore and studioRating: its studio's score and rating (0 without one), the keys of the
     *   "recommended" and "rating" sorts.
     */
    listed: boolean('listed').notNull().default(false),
    lastSessionAt: timestamp('last_session_at', { withTimezone: true }),
    studioScore: numeric('studio_score').notNull().default('0'),
    studioRating: numeric('studio_rating').notNull().default('0'),
    /**
     * lastSessionAt per part of the day, in London (migration 0024, docs/decisions/0095): the start of
     * the class's last scheduled morning, afternoon or evening session. "An upcoming evening session"
     * is then `last_evening_at > now`, exact at any `now`, instead of a probe of every evening session.
     */
    lastMorningAt: timestamp('last_morning_at', { withTimezone: true }),
    lastAfternoonAt: timestamp('last_afternoon_at', { withTimezone: true }),
    lastEveningAt: timestamp('last_evening_at', { withTimezone: true }),
  },
  (t) => [
    index('classes_studio_id_idx').on(t.studioId),
    // A studio's active classes from this index alone. The draft test it was made for
    // now reads classes_active_last_session_idx (docs/decisions/0087).
    index('classes_active_studio_idx').on(t.studioId, t.id).where(sql`${t.isActive}`),
    index('classes_next_session_at_idx').on(t.nextSessionAt),
    // One index per sort of the catalogue, over the listed classes only (docs/decisions/0087).
    // A studio's last session among its active classes: is the studio public (studioIsPublic)?
    index('classes_active_last_session_idx').on(t.studioId, t.lastSessionAt).where(sql`${t.isActive}`),
    // The listed classes by their last session, with their studio: the list's count is read from it
    // alone (listedClassStudioIsPublic, docs/decisions/0098).
    index('classes_listed_last_session_idx').on(t.lastSessionAt, t.studioId).where(sql`${t.listed}`),
    index('classes_listed_score_idx').on(t.studioScore.desc().nullsFirst(), t.id).where(sql`${t.listed}`),
    index('classes_listed_rating_idx').on(t.studioRating.desc().nullsFirst(), t.id).where(sql`${t.listed}`),
    index('classes_listed_price_idx').on(t.price, t.id).where(sql`${t.listed}`),
    index('classes_listed_price_desc_idx').on(t.price.desc().nullsFirst(), t.id).where(sql`${t.listed}`),
    index('classes_service_type_price_idx').on(t.serviceType, t.price),
    index('classes_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || coalesce(${t.description}, ''))`,
    ),
    check(
      'classes_service_type_check',
      sql`${t.serviceType} in ('yoga', 'mental-health', 'reiki', 'sound-bath')`,
    ),
    check('classes_difficulty_check', oneOf(t.difficulty, DIFFICULTY_LEVELS)),
    check('classes_delivery_method_check', sql`${t.deliveryMethod} in ('online', 'in-person')`),
    check('classes_price_check', sql`${t.price} >= 0`),
    check('classes_capacity_check', sql`${t.maxParticipants} > 0 and ${t.duration} > 0`),
  ],
);

/**
 * A teacher of a studio (issue 34): the studio's owner adds them, puts them on classes and sessions,
 * and the public sees their page. Deleting one takes them off those classes and sessions.
 */
export const teachers = pgTable(
  'teachers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    name: text('name').notNull(),
    bio: text('bio'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('teachers_studio_id_idx').on(t.studioId, t.name),
    // The catalogue's q matches teacher names: "simple", so a name is not stemmed ("Rose" stays Rose).
    index('teachers_search_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
  ],
);

/** Who teaches a class, in the order its owner listed them. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.teacherId] }),
    // "The classes of this teacher" (the teacher page, the teacherId filter).
    index('class_teachers_teacher_id_idx').on(t.teacherId, t.classId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /**
     * The London hour the session starts in (0-23), kept by the database: the time-of-day filter
     * compares it instead of converting every session's start to London time per request.
     */
    startHourLondon: smallint('start_hour_london').generatedAlwaysAs(
      sql`extract(hour from start_time at time zone 'Europe/London')::smallint`,
    ),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    currentParticipants: integer('current_participants').notNull().default(0),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    meetingLink: text('meeting_link'),
    specialInstructions: text('special_instructions'),
    /** Why the studio cancelled it, shown to the students who had booked. */
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who teaches this session when not the class's teachers (issue 34); gone with the teacher. */
    teacherId: uuid('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    /** iCalendar SEQUENCE: raised whenever the time changes, so calendars replace the old entry. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Serves "upcoming sessions of these classes, soonest first", and makes a weekly schedule
    // repeatable: one class never has two sessions at the same instant.
    uniqueIndex('sessions_class_id_start_time_idx').on(t.classId, t.startTime),
    // The same for scheduled sessions only: "an upcoming session of this class" (the draft test)
    // is one index-only probe, with no visit to the table to read each session's status.
    index('sessions_scheduled_class_start_idx')
      .on(t.classId, t.startTime)
      .where(sql`${t.status} = 'scheduled'`),
    // The catalogue's session filters (docs/decisions/0046): the classes with a scheduled session on
    // a London day, or at a time of day, from now on, are read from these alone (index-only scans).
    index('sessions_scheduled_start_idx').on(t.startTime, t.classId).where(sql`${t.status} = 'scheduled'`),
    index('sessions_scheduled_hour_idx')
      .on(t.startHourLondon, t.startTime, t.classId)
      .where(sql`${t.status} = 'scheduled'`),
    // The same filter for a few classes (a narrow search): each class's sessions at that time of day.
    index('sessions_scheduled_class_hour_idx')
      .on(t.classId, t.startHourLondon, t.startTime)
      .where(sql`${t.status} = 'scheduled'`),
    // The sessions a teacher takes over (the teacherId filter, and deleting a teacher).
    index('sessions_teacher_id_idx').on(t.teacherId).where(sql`${t.teacherId} is not null`),
    check('sessions_participants_check', sql`${t.currentParticipants} >= 0`),
    check('sessions_status_check', oneOf(t.status, SESSION_STATUSES)),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    // No default for 'confirmed': a booking starts as a hold ('pending') and is confirmed by payment or
    // promotion (src/server/modules/places/transitions.ts).
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentIntentId: text('payment_intent_id'),
    amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }).notNull(),
    bookingDate: timestamp('booking_date', { withTimezone: true }).defaultNow(),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the student cancelled after the studio's cancellation window had closed. */
    lateCancellation: boolean('late_cancellation'),
    /** 'full' or 'none' once cancelled (demo: no money moves). */
    refund: text('refund', { enum: REFUNDS }),
    /** Recorded by the studio owner once the session has started. */
    attendance: text('attendance', { enum: ATTENDANCE }),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    promotedFromWaitlist: boolean('promoted_from_waitlist').notNull().default(false),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    /** A pending booking holds its place until then; unpaid by then, it is cancelled (docs/decisions/0035). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the payment was taken; null until paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment provider's reference for the payment, shown on the receipt. */
    paymentReference: text('payment_reference'),
    /** The pass whose credit paid for the place (paid with 'pass', amount 0.00); null for a card payment. */
    passId: uuid('pass_id').references((): AnyPgColumn => passes.id),
    /**
     * The cancellation deadline the place was sold with: the session's start less the studio's window
     * when it was paid (docs/decisions/0118). A later change of the window applies to new bookings
     * only. Null while held: until it is paid, the studio's window as it is now.
     */
    cancellationDeadline: timestamp('cancellation_deadline', { withTimezone: true }),
    /**
     * When a late cancellation's place was taken by a promotion before the start, and the late fee
     * refunded ('full', or the credit back) for it (docs/decisions/0062).
     */
    refilledAt: timestamp('refilled_at', { withTimezone: true }),
    /**
     * The studio's promo code applied to the hold (docs/decisions/0064); amount_paid is then the price
     * less `discount`, so payment, refunds and revenue all read the discounted amount.
     */
    promoCodeId: uuid('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    /** What the promo code took off the price; null without one. */
    discount: numeric('discount', { precision: 10, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_user_id_idx').on(t.userId),
    // A code's uses are counted from here (held or paid bookings carrying it).
    index('bookings_promo_code_id_idx').on(t.promoCodeId).where(sql`${t.promoCodeId} is not null`),
    check('bookings_discount_check', sql`${t.discount} is null or ${t.discount} >= 0`),
    index('bookings_pass_id_idx').on(t.passId),
    check('bookings_attendance_check', sql`${t.attendance} in ('attended', 'no-show')`),
    check('bookings_refund_check', oneOf(t.refund, REFUNDS)),
    check('bookings_status_check', oneOf(t.status, BOOKING_STATUSES)),
    index('bookings_session_id_idx').on(t.sessionId),
    // One place per user and session, held (pending) or paid (confirmed); a cancelled one may be
    // booked again. The name predates holds and is kept: code and logs know it.
    uniqueIndex('bookings_user_session_confirmed_idx')
      .on(t.userId, t.sessionId)
      .where(sql`${t.status} in ('confirmed', 'pending')`),
    // The expiry timer's search: holds that are still open.
    index('bookings_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A studio's promo code (issue 30, docs/decisions/0064): a percentage or an amount off one booking,
 * optionally limited in uses, in time and to a student's first visit. Stored upper-case, unique per
 * studio; deactivated (active=false) rather than deleted, so the bookings that used it keep it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: numeric('amount_off', { precision: 10, scale: 2 }),
    maxUses: integer('max_uses'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    firstVisitOnly: boolean('first_visit_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_studio_code_idx').on(t.studioId, t.code),
    check('promo_codes_code_check', sql`${t.code} ~ '^[A-Z0-9-]{4,20}$'`),
    // Exactly one kind of discount, in the ranges the API accepts.
    check(
      'promo_codes_discount_check',
      sql`(${t.percentOff} between 1 and 100 and ${t.amountOff} is null)
        or (${t.percentOff} is null and ${t.amountOff} > 0)`,
    ),
    check('promo_codes_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
  ],
);

/**
 * What a studio sells besides single classes (docs/decisions/0055): a pack or an intro offer of
 * `credits` classes valid `valid_days` days, or a monthly membership of `credits` classes a month
 * (null: unlimited). Archived (`is_active` false), it is no longer sold; the passes sold keep working.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    credits: integer('credits'),
    validDays: integer('valid_days'),
    period: text('period', { enum: MEMBERSHIP_PERIODS }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_studio_id_idx').on(t.studioId),
    check('products_kind_check', oneOf(t.kind, PRODUCT_KINDS)),
    check('products_price_check', sql`${t.price} between 0 and 5000`),
    // The fields each kind has, as the API validates them: a database write can break none of them.
    check(
      'products_terms_check',
      sql`(${t.kind} in ('pack', 'intro') and ${t.credits} between 1 and 100
          and ${t.validDays} between 1 and 730 and ${t.period} is null)
        or (${t.kind} = 'membership' and ${t.period} = 'month' and ${t.validDays} is null
          and (${t.credits} is null or ${t.credits} between 1 and 100))`,
    ),
  ],
);

/**
 * A product a student bought, with its terms copied at purchase (a later price or name change, or
 * archiving the product, leaves it as sold). `credits_left` moves only with the place it pays for, in
 * the places module (docs/decisions/0055); both credit columns are null for an unlimited membership.
 */
export const passes = pgTable(
  'passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    name: text('name').notNull(),
    creditsTotal: integer('credits_total'),
    creditsLeft: integer('credits_left'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** The end of the pass (a pack) or of the current period (a membership). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Stored 'active', 'cancelled' or 'past_due'; 'expired' is derived when read. */
    status: text('status', { enum: PASS_STATUSES }).notNull().default('active'),
    /** A membership's next renewal; null once cancelled (and for packs). */
    renewsAt: timestamp('renews_at', { withTimezone: true }),
    /** When a cancelled membership ends; null while it renews. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The London day of the month a membership renews on, clamped to short months (docs/decisions/0056). */
    anchorDay: smallint('anchor_day'),
    paymentReference: text('payment_reference'),
    amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }).notNull(),
    /** What a cooling-off cancellation refunded (docs/decisions/0056). */
    refundAmount: numeric('refund_amount', { precision: 10, scale: 2 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The purchase's Idempotency-Key: a retry answers this pass instead of buying twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('passes_user_id_idx').on(t.userId),
    check('passes_status_check', oneOf(t.status, PASS_STATUSES)),
    check(
      'passes_credits_check',
      sql`(${t.creditsTotal} is null and ${t.creditsLeft} is null)
        or (${t.creditsLeft} between 0 and ${t.creditsTotal})`,
    ),
    // An intro offer is sold once per student and studio, ever: the index decides a race.
    uniqueIndex('passes_one_intro_idx').on(t.userId, t.studioId).where(sql`${t.kind} = 'intro'`),
    uniqueIndex('passes_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * One row per membership and period it was renewed into (docs/decisions/0062): the unique key that
 * lets a period be charged once, however many workers or retries try. `period` 2 is the first
 * renewal (period 1 is the purchase).
 */
export const passRenewals = pgTable(
  'pass_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passId: uuid('pass_id')
      .notNull()
      .references(() => passes.id),
    period: integer('period').notNull(),
    /** 'paid', or 'declined' (the pass is then past due). */
    status: text('status', { enum: ['paid', 'declined'] }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paymentReference: text('payment_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pass_renewals_pass_period_idx').on(t.passId, t.period),
    check('pass_renewals_status_check', sql`${t.status} in ('paid', 'declined')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    classId: uuid('class_id').references(() => classes.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Hidden by an operator: out of the public lists and the studio's rating until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_studio_id_idx').on(t.studioId, t.createdAt),
    index('reviews_class_id_idx').on(t.classId, t.createdAt),
    // One review per booking (seeded reviews have no booking).
    uniqueIndex('reviews_booking_id_idx').on(t.bookingId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A person's report of a review (fake, offensive, personal information, other): one per person per
 * review. Reports never hide a review by themselves; they go with it when its author withdraws it.
 * An operator may dismiss a review's open reports, leaving the review as it is: dismissed ones leave
 * the queue and are kept (docs/decisions/0126).
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: createdAt().notNull(),
    /** Dismissed by an operator: out of the queue, the review left as it was. Null while open. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_idx').on(t.reviewId, t.userId),
    check(
      'review_reports_reason_check',
      sql`${t.reason} in ('fake', 'offensive', 'personal-information', 'other')`,
    ),
  ],
);

/**
 * A student waiting for a place on a full session. Entries are kept after they end ('promoted',
 * 'left', 'cancelled' by the studio) so the student can be told what happened; the position is the
 * order of `created_at, id` among the 'waiting' entries of the session.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    /** The booking a promotion created. */
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** The pass whose credit pays for the place when the entry is promoted (docs/decisions/0062). */
    passId: uuid('pass_id').references(() => passes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'promoted', 'left', 'cancelled')`),
    // One live entry per student and session.
    uniqueIndex('waitlist_entries_session_user_waiting_idx')
      .on(t.sessionId, t.userId)
      .where(sql`${t.status} = 'waiting'`),
    // "The first in line" and live positions.
    index('waitlist_entries_session_queue_idx')
      .on(t.sessionId, t.createdAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_user_id_idx').on(t.userId),
  ],
);

/** Studios a student saved (issue 34): the dashboard's Saved tab and the pressed hearts. */
export const favouriteStudios = pgTable(
  'favourite_studios',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.studioId] })],
);

/** Classes a student saved (issue 34). */
export const favouriteClasses = pgTable(
  'favourite_classes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classId] })],
);

export const waitlistSignups = pgTable('waitlist_signups', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  email: text('email').notNull().unique(),
  location: text('location'),
  classPreferences: text('class_preferences'),
  excitement: text('excitement'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Opaque bearer tokens: only the SHA-256 of a token is stored, with its expiry and revocation. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Refreshed as the token is used (at most every few minutes): a token idle for 14 days is dead. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser or app that signed in, so the owner can recognise it in their list of devices. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

/** Idempotency-Key support for POST /api/bookings: the first booking made under a key wins. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key)],
);

/** How many people wait for a place on the session (a correlated count on the queue's partial index). */
export const waitingCountOf = (sessionId: SQL | AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${waitlistEntries} w where w.session_id = ${sessionId} and w.status = 'waiting')`;

/**
 * The transactional outbox (docs/decisions/0019): one row per thing that happened and must be told,
 * written in the same transaction as the change itself, so a rolled-back booking leaves no row and a
 * crash after the commit loses nothing. The queue job that delivers it carries the row's id.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Scheduled events (reminders, invitations, digests) are made once per key, however often the sweep runs. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the relay handed it to the queue: exactly one queue job per event. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** Set when every e-mail of the event has been sent or has failed for good. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Confirmed bookings are the owners' new bookings: set once the daily digest has reported one. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_undispatched_idx').on(t.createdAt).where(sql`${t.dispatchedAt} is null`),
    index('outbox_events_undigested_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'booking.confirmed' and ${t.digestedAt} is null`),
  ],
);

/** One e-mail of an outbox event to one address: the record that makes a retry never send it twice. */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** 'pending' until the SMTP server accepts it ('sent'), or refuses it for good ('failed'). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_deliveries_outbox_email_idx').on(t.outboxId, t.email),
    check('mail_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** What the bell lists: made from the same outbox events as the e-mails, in the same transaction. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outboxId: uuid('outbox_id').references(() => outboxEvents.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path, e.g. /checkout/<booking id>. */
    href: text('href'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The list, newest first, and the unread count, per user.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** "Forgot password?": only a SHA-256 of the e-mailed token is kept; single use, 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Gift cards (docs/decisions/0057). Only a SHA-256 of the normalised code is kept: the plain code
 * travels in the outbox event until its e-mail has left. A card is redeemed once, by whoever holds
 * the code; its amount then becomes a credit in that account's balance ledger.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaserId: uuid('purchaser_id')
      .notNull()
      .references(() => users.id),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    message: text('message').notNull().default(''),
    codeHash: text('code_hash').notNull().unique(),
    /**
     * The provider's reference. The card's row is written before the charge, in the same transaction,
     * so a retry under the same Idempotency-Key waits for it instead of charging again.
     */
    paymentReference: text('payment_reference'),
    /** The purchaser's Idempotency-Key, if sent: a retry under it answers this card again. */
    idempotencyKey: text('idempotency_key'),
    redeemedBy: uuid('redeemed_by').references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_purchaser_key_idx')
      .on(t.purchaserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      'gift_cards_amount_check',
      sql`${t.amount} between 10 and 500 and ${t.amount} = trunc(${t.amount})`,
    ),
    check('gift_cards_redeemed_check', sql`(${t.redeemedBy} is null) = (${t.redeemedAt} is null)`),
  ],
);

/** A wrong gift-card code tried by an account: more than 10 in an hour are refused (docs/decisions/0057). */
export const giftCardFailedRedemptions = pgTable(
  'gift_card_failed_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_card_failed_redemptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An account's balance as an append-only ledger (docs/decisions/0057): a credit (a redeemed gift card)
 * is positive, a spend negative, and the balance is their sum. `reference` names what moved the money
 * ("gift-card:<id>", "booking:<id>"), once: a spend is never taken twice for one thing.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_entries_user_idx').on(t.userId),
    check('balance_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Keys the server makes for itself once and keeps across restarts and every worker: the HMAC key that
 * signs the unsubscribe links in e-mails (notifications/unsubscribe-token.ts).
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund an operator made of a paid booking on the studio's behalf (docs/decisions/0079), in full or
 * in part: the booking's refunds never add up to more than it was paid. The owner's revenue counts
 * each on the day it was made.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_refunds_booking_idx').on(t.bookingId),
    check('booking_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Every operator action (docs/decisions/0079): who, what, on what, why, and the record before and
 * after. Append-only: a trigger refuses UPDATE and DELETE (migration 0020), and the app's role is
 * granted neither where such a role exists.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_audit_at_idx').on(t.at, t.id)],
);

/**
 * A studio's waiver, one row per version (docs/decisions/0128): the terms and the health and intake
 * questions a student signs. Every save is a new version, numbered 1, 2, 3… per studio; a version is
 * never changed or deleted, so a signature always points at the words the student saw.
 */
export const studioWaivers = pgTable(
  'studio_waivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** WaiverQuestion[] (src/common/schemas/waiver.ts), as the owner saved them. */
    questions: jsonb('questions').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('studio_waivers_studio_version_idx').on(t.studioId, t.version),
    check('studio_waivers_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A student's signature of one waiver version, with what the law asks a signature to keep: the name
 * as typed, the time, the address and the browser. The answers are special-category (health) data:
 * encrypted by the app with AES-256-GCM under HEALTH_DATA_KEY before they reach this table, so the
 * database, its backups and an operator's query see only ciphertext; null once the account is deleted.
 */
export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    /** Made by the app: the ciphertext is bound to it, so answers cannot be moved to another row. */
    id: uuid('id').primaryKey(),
    waiverId: uuid('waiver_id')
      .notNull()
      .references(() => studioWaivers.id),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id),
    version: integer('version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    /** The separate consent to the studio reading the health answers (false when there were no questions). */
    healthConsent: boolean('health_consent').notNull(),
    /** "v1.<iv>.<tag>.<ciphertext>", base64url: the answers by question key, as JSON. */
    answersSealed: text('answers_sealed'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** When the account's deletion erased the answers, the typed name, the address and the browser. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('waiver_signatures_user_studio_idx').on(t.userId, t.studioId, t.version),
    index('waiver_signatures_studio_idx').on(t.studioId),
  ],
);
