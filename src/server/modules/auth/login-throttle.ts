import { createHash } from 'node:crypto';
import type { CounterStore } from '../../lib/counter-store';

export interface LoginLimits {
  /** Failed attempts on one account from one IP address per window: then that pair is refused. */
  perAccountAndIp: number;
  /** Failed attempts from one IP address (on any accounts) per window: then that address is refused. */
  perIp: number;
  /** Failed attempts on one account from anywhere per window before its sign-ins are slowed down. */
  accountSlowdownAfter: number;
  /** The first delay once an account is slowed down; it doubles with each further failure. */
  accountDelayMs: number;
  /** The longest delay. */
  accountMaxDelayMs: number;
  windowMs: number;
}

/**
 * Ten guesses per account and address per quarter hour make online guessing useless against any
 * password that passed the common-password check. Nobody can lock another person out: failures from
 * everywhere only slow the account down (docs/decisions/0007), they never refuse its owner.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccountAndIp: 10,
  perIp: 30,
  accountSlowdownAfter: 10,
  accountDelayMs: 250,
  accountMaxDelayMs: 5000,
  windowMs: 15 * 60_000,
};

/** How long a sign-in waits when the account has `failures` failed attempts in the window so far. */
function accountDelayMs(failures: number, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): number {
  const over = failures - limits.accountSlowdownAfter;
  if (over <= 0) return 0;
  return Math.min(limits.accountMaxDelayMs, limits.accountDelayMs * 2 ** Math.min(over - 1, 20));
}

/** What a sign-in attempt may do: wait `delayMs` then check the password, or be refused for `refusedForSeconds`. */
export type LoginVerdict = { refusedForSeconds: number } | { delayMs: number };

/**
 * Limits failed sign-ins per (account, address) and per address, and slows an account down when it
 * fails from many addresses. Every attempt is counted BEFORE the password is checked and a success is
 * taken back afterwards, so a burst of parallel guesses cannot slip past a limit between check and count.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  private keys(ip: string, email: string) {
    // Hashed so the store holds no e-mail addresses.
    const account = createHash('sha256').update(email).digest('base64url');
    return { pair: `pair:${account}:${ip}`, ip: `ip:${ip}`, account: `acct:${account}` };
  }

  /** Counts an attempt: refused while its address (or this account from this address) is over a limit. */
  async begin(ip: string, email: string): Promise<LoginVerdict> {
    const keys = this.keys(ip, email);
    const { windowMs } = this.limits;
    const [pair, byIp] = await Promise.all([
      this.store.hit(keys.pair, windowMs),
      this.store.hit(keys.ip, windowMs),
    ]);
    const blockedFor = [
      pair.count > this.limits.perAccountAndIp ? pair.resetInMs : 0,
      byIp.count > this.limits.perIp ? byIp.resetInMs : 0,
    ];
    // A refused attempt checks no password, so it does not count against the account itself.
    if (Math.max(...blockedFor) > 0) return { refusedForSeconds: Math.ceil(Math.max(...blockedFor) / 1000) };
    const account = await this.store.hit(keys.account, windowMs);
    return { delayMs: accountDelayMs(account.count - 1, this.limits) };
  }

  /** A successful sign-in is not a failure: its attempt is taken back. */
  async succeeded(ip: string, email: string): Promise<void> {
    await Promise.all(Object.values(this.keys(ip, email)).map((key) => this.store.undo(key)));
  }
}
