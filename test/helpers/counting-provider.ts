import type { PaymentProvider, PaymentRequest } from '../../src/server/modules/payments/payment-provider';

export interface CountingProvider {
  provider: PaymentProvider;
  /** Every charge asked for, in order. */
  charges: PaymentRequest[];
  /** While true, charges fail as a declined card would. */
  decline: boolean;
}

/**
 * The demo provider, keeping every charge it is asked for (renewals name their pass in the idempotency
 * key, so a test can count one pass's). Setting `decline` makes the next charges fail.
 */
export function countingProvider(label: string): CountingProvider {
  const demo: CountingProvider = {
    charges: [],
    decline: false,
    provider: {
      methods: ['demo'],
      async charge(request) {
        demo.charges.push(request);
        return demo.decline
          ? { status: 'declined', message: 'The card was declined.' }
          : { status: 'paid', reference: `demo_${label}_${demo.charges.length}` };
      },
    },
  };
  return demo;
}
