import { tooManyAttempts } from '../../http/rate-limiter';
import { type AttemptLimits, countFailure, refuseWhileLocked } from './attempt-limits';

/** One address may fail this many times an account's limit before its failures are answered 429. */
const ADDRESS_FACTOR = 4;

/**
 * Failed sign-ins (wrong passwords, authenticator and SMS codes) counted per account, so its username
 * and its email share one count (an unknown name counts by itself), and per address. The address
 * limit is much higher and only ever refuses failures: a player who enters the right password for an
 * account that is not locked signs in, whoever else failed from the same address (a household, an
 * office, a mobile carrier's shared address).
 */
export class LoginLockOut {
  private readonly accountKey: string;
  private readonly addressKey: string;

  constructor(
    private readonly ports: AttemptLimits,
    account: { id: bigint } | undefined,
    login: string,
    ip: string | undefined,
  ) {
    this.accountKey = account ? `login-account:${account.id}` : `login-name:${login.trim().toLowerCase()}`;
    this.addressKey = `login-address:${ip ?? 'unknown'}`;
  }

  async refuseWhileAccountLocked(): Promise<void> {
    await refuseWhileLocked(this.ports, this.accountKey, this.ports.config.LOGIN_MAX_ATTEMPTS);
  }

  /** Counts a failure; past the address limit the failure is answered 429 instead of its usual reply. */
  async countFailure(): Promise<void> {
    await countFailure(this.ports, this.accountKey);
    const byAddress = await countFailure(this.ports, this.addressKey);
    if (byAddress.count > this.ports.config.LOGIN_MAX_ATTEMPTS * ADDRESS_FACTOR) {
      throw tooManyAttempts(byAddress.resetSeconds);
    }
  }

  /** The owner signed in: their earlier failures are forgiven (the address's are not). */
  async clearAccount(): Promise<void> {
    await this.ports.failedAttempts.reset(this.accountKey);
  }
}
