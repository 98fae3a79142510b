// Business constants, shared by server and client so both sides agree.

export const SERVICE_TYPES = ['yoga', 'mental-health', 'reiki', 'sound-bath'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const DELIVERY_METHODS = ['online', 'in-person'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * A class's level: one fixed set, so the owner's form and the student's filter agree (issue 30).
 * The database holds exactly these texts (a check constraint, migration 0014).
 */
export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All levels'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
/** What a class that names no level is: open to everyone. */
export const DEFAULT_DIFFICULTY: DifficultyLevel = 'All levels';

export const USER_TYPES = ['user', 'studio', 'operator'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** The account types sign-up offers: an operator is made on the command line only (npm run operator:create). */
export const SIGN_UP_USER_TYPES = ['user', 'studio'] as const;

/**
 * What a cancelled booking refunds: everything, or nothing after the studio's window (demo money); a
 * booking paid with a pass gets its credit back instead ('credit', docs/decisions/0055).
 */
export const REFUNDS = ['full', 'none', 'credit'] as const;

/** What a studio sells besides single classes (docs/decisions/0055). */
export const PRODUCT_KINDS = ['pack', 'intro', 'membership'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** A membership's period: calendar months only (docs/decisions/0056). */
export const MEMBERSHIP_PERIODS = ['month'] as const;
/** How a product is paid for: the demo provider, or the gift balance (issue 29's gift cards). */
export const PURCHASE_METHODS = ['demo', 'gift-balance'] as const;
/** How a booking was paid: by card (the demo provider), or with a pass's credit. */
export const PAID_WITH = ['card', 'pass'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

/** What the studio records about a booking once its session has started. */
export const ATTENDANCE = ['attended', 'no-show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** How a held booking may be paid: the demo provider, or the student's gift-card balance (docs/decisions/0057). */
export const PAYMENT_METHODS = ['demo', 'gift-balance'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A gift card's value: whole pounds in this range (issue 29). */
export const GIFT_CARD_MIN_POUNDS = 10;
export const GIFT_CARD_MAX_POUNDS = 500;

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  yoga: 'Yoga',
  'mental-health': 'Mental Health',
  reiki: 'Reiki',
  'sound-bath': 'Sound Bath',
};

export const FEATURED_COUNT = 3;
export const LOW_SPOTS_THRESHOLD = 3;
/** The product asks for at least 6; 8 is ASVS level 2's minimum (6.2.1). */
export const MIN_PASSWORD_LENGTH = 8;
/** The price filter's "no maximum" sentinel: a priceMax at or above it means unbounded. */
export const PRICE_NO_MAX = 1000;
export const DEMO_PAYMENT_DELAY_MS = 2000;
export const DEFAULT_LOCATION = 'London, UK';
export const DEFAULT_CITY = 'London';
export const DEFAULT_REDIRECT = '/dashboard';
export const AUTH_TOKEN_KEY = 'authToken';

/** The element in a server-rendered page that carries the query answers it was drawn with. */
export const QUERY_STATE_ELEMENT_ID = 'attune-query-state';
/**
 * The clocks in those answers (TanStack Query's dehydrated state): they change each time the answers
 * are fetched, even when nothing else does, so a page's ETag and its kept drawing leave them out.
 */
export const DEHYDRATED_CLOCKS = /"(?:dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;
/** The attribute on <html> that tells the browser the marketplace has launched (SITE_LAUNCHED). */
export const LAUNCHED_ATTRIBUTE = 'data-site-launched';

/** The page's HTML marked for the browser when the marketplace has launched (docs/decisions/0085). */
export function markLaunched(html: string, launched: boolean): string {
  return launched ? html.replace(/<html\b/, `<html ${LAUNCHED_ATTRIBUTE}`) : html;
}
export const TIME_ZONE = 'Europe/London';

/**
 * The cancellation reason a hold that ran out unpaid is stored with (docs/decisions/0035). The server
 * writes exactly this value, and only for that transition, so the checkout tells an expired hold by it:
 * one value shared by both sides, never a copy of the text.
 */
export const HOLD_EXPIRED_REASON = 'Payment not completed in time';

/**
 * How many sessions one GET /api/availability may ask about: a screen's worth and more. Here, not
 * in the schema, so the public pages' live places need no zod (lib/live-places.ts).
 */
export const AVAILABILITY_MAX_SESSIONS = 200;
