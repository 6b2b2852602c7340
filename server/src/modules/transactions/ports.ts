import type { BetDetail, MyGamePlayPage } from '@casino/contract';
import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';

/** One page of the player's settled plays: newest first, before `cursor`, of one game if named. */
export type OwnPlays = (
  player: bigint,
  page: { cursor?: bigint; limit: number; game?: string },
) => Promise<MyGamePlayPage>;

/** One of the player's own settled plays with its outcome and fairness; not found if it is another's. */
export type OwnPlay = (betId: bigint, player: bigint) => Promise<BetDetail>;

/** What the transactions module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface TransactionsPorts {
  /** The ledger's transfers and entries the lists and the CSV read. */
  db: Database;
  /** The player's accounts, whose entries are theirs. */
  ledger: Ledger;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** `/api/my-game-play`'s rows: the games module's history of settled plays. */
  ownPlays: OwnPlays;
  /** `/api/my-game-play/{betId}`: the games module's bet detail, the owner's only. */
  ownPlay: OwnPlay;
}
