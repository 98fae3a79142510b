import { randomBytes } from 'node:crypto';

/** What the booking rules ask of whoever takes the money (docs/decisions/0036). */
export interface PaymentRequest {
  /** The booking paid for: a provider uses it as its idempotency key, so a retry never charges twice. */
  bookingId: string;
  /** Pounds as the database keeps them, "18.00". */
  amount: string;
  currency: 'GBP';
  /** The method the client chose; each provider says which it takes. */
  method: string;
}

export type PaymentOutcome = { status: 'paid'; reference: string } | { status: 'declined'; message: string };

/**
 * A payment provider: the demo one today, Stripe (a PaymentIntent confirmed with the booking id as
 * its idempotency key) later. It only takes money; holds, expiry and places stay with the bookings
 * module, which calls it while it holds the booking's row lock.
 */
export interface PaymentProvider {
  readonly methods: readonly string[];
  charge(request: PaymentRequest): Promise<PaymentOutcome>;
}

/** The demo: every charge succeeds at once and no money moves. */
export const demoPaymentProvider: PaymentProvider = {
  methods: ['demo'],
  async charge() {
    return { status: 'paid', reference: `demo_${randomBytes(8).toString('hex')}` };
  },
};
