/**
 * Failed logins per account name, with exponential back-off — on top of the per-address limit,
 * which an attacker with many addresses goes around (issue 13: 200 guesses from 20 addresses
 * in 4.5 s). Names that exist and names that do not are counted alike, so the throttle tells
 * nothing about which exist.
 *
 * After `free` failures, each further failure locks the name for `baseMs`, doubling per failure
 * up to `maxMs`; a locked name is refused before its password is even checked. A success clears
 * the count; so does a quiet period of `forgetMs` after the last failure. In memory, per
 * instance: N instances allow N times the guesses (still bounded by the back-off).
 */
export interface AccountThrottleOptions {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
  /** Names tracked at most (oldest forgotten first), so a flood of names cannot fill memory. */
  maxNames?: number;
}

export const DEFAULT_ACCOUNT_THROTTLE: AccountThrottleOptions = { free: 10, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 24 * 3600_000 };

interface Entry {
  failures: number;
  last: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly names = new Map<string, Entry>();

  constructor(
    private readonly o: AccountThrottleOptions,
    private readonly clock: () => number,
  ) {}

  private entry(key: string): Entry | undefined {
    const e = this.names.get(key);
    if (e && this.clock() - e.last > this.o.forgetMs) {
      this.names.delete(key);
      return undefined;
    }
    return e;
  }

  /** Milliseconds until this name may be tried again (0: now). */
  wait(name: string): number {
    const e = this.entry(name.toLowerCase());
    return e ? Math.max(0, e.lockedUntil - this.clock()) : 0;
  }

  failed(name: string): void {
    const key = name.toLowerCase();
    const now = this.clock();
    const e = this.entry(key) ?? { failures: 0, last: now, lockedUntil: 0 };
    e.failures++;
    e.last = now;
    const over = e.failures - this.o.free;
    if (over > 0) e.lockedUntil = now + Math.min(this.o.maxMs, this.o.baseMs * 2 ** Math.min(over - 1, 30));
    this.names.delete(key); // re-inserted last: the map's order is the age order
    this.names.set(key, e);
    const max = this.o.maxNames ?? 100_000;
    while (this.names.size > max) this.names.delete(this.names.keys().next().value!);
  }

  succeeded(name: string): void {
    this.names.delete(name.toLowerCase());
  }
}
