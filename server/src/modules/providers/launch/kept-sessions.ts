import type { Database } from '../../../db/database';
import { type GameSessionRow, gameSessionOf, tokenHashOf } from './sessions-repository';

/** How many sessions an instance keeps; the least recently read goes first. */
const KEPT = 100_000;

/**
 * Launch sessions as the wallet reads them on every call, kept in memory once read, so a win, a rollback
 * or a balance costs no database round trip to find its player. Keeping one is safe because a session is
 * never deleted and only its end changes (an extension, by this instance or another), which a kept row
 * leaves out: what needs the end, a bet, has its statement check it in the database
 * (provider_wallet_bet.sql). Keyed by the token's hash, as the database keeps it: no token is held in
 * memory.
 */
export class KeptGameSessions {
  private readonly kept = new Map<string, GameSessionRow>();

  constructor(
    private readonly db: Database,
    private readonly limit = KEPT,
  ) {}

  /** The session a token names, its end perhaps out of date, or undefined. */
  async of(token: string): Promise<GameSessionRow | undefined> {
    const hash = tokenHashOf(token);
    return this.kept.get(hash) ?? this.read(hash);
  }

  private async read(hash: string): Promise<GameSessionRow | undefined> {
    const session = await gameSessionOf(this.db, hash);
    if (!session) return undefined;
    this.kept.delete(hash);
    this.kept.set(hash, session);
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string);
    return session;
  }
}
