import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';
import type { WalletKeys } from './keys';
import type { GameServer } from './launch/game-server';
import type { LaunchPorts } from './launch/launch';
import type { ProviderWalletPorts } from './wallet';

/** What the third-party games module needs from outside itself. */
export interface ProvidersPorts {
  /** Launch sessions, provider rounds and transactions, their bets rows, the catalog's games. */
  db: Database;
  /** Takes bets, pays wins, reverses rolled-back bets. */
  ledger: Ledger;
  /** Who is signed in (the auth module's Sessions): only a player launches a game. */
  sessions: SessionResolver;
  /** The games module's settlement door: a closed round leaves through it as a house play does. */
  settlements: ProviderWalletPorts['settlements'];
  /** The eligibility module's gate on a launch (at no stake); each bet's statement asks it in the database. */
  eligibility: LaunchPorts['eligibility'];
  /** The jackpots module's pools, fed by each bet of a jackpot game. */
  jackpots: ProviderWalletPorts['jackpots'];
  /** The catalog's region restriction (spec §6). */
  regionRestricted: LaunchPorts['regionRestricted'];
  /** The providers' game servers the games launch on (the sandbox provider, or a live aggregator). */
  gameServer: GameServer;
  keys: WalletKeys;
  /** Tells the player's tabs their balance moved. */
  balanceChanged: ProviderWalletPorts['balanceChanged'];
  /** How long a launch token admits new bets after the last one. */
  sessionLifetimeMs: number;
  /** Lanes of wallet-call batches side by side (PLAY_BATCH_LANES: instant plays settle in as many). */
  walletLanes: number;
}
