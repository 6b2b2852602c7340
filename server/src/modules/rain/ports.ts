import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';
import type { StaffCaps } from '../staff';
import type { ApprovalThresholds } from '../staff-approvals';

/**
 * Whether a chatter may take free coins now, as a promotion is asked (the eligibility module's gate):
 * refuses a break or self-exclusion (PLAY_RESTRICTED) or a location that is missing, stale or blocked;
 * answers whether Sweeps Coins may be awarded (not in a GC-only state).
 */
export interface RainGate {
  claim(trx: Trx, userId: bigint, kind: 'promotion'): Promise<{ scAwards: boolean }>;
}

/** The rain's settings: the schedule and its pot, the warning's length, staff's caps and the maker-checker threshold. */
export type RainSettings = Pick<
  Config,
  'RAIN_EVERY_MINUTES' | 'RAIN_ROOM' | 'RAIN_GC' | 'RAIN_SC' | 'RAIN_WARNING_SECONDS'
> &
  StaffCaps &
  ApprovalThresholds;

/** What the rain module needs from outside itself. */
export interface RainPorts {
  /** Its own tables (`chat_rains`, `chat_rain_shares`), the chat's messages, the jobs, the audit log. */
  db: Database;
  /** Pays each share from the house's promotions accounts, as every free coin is paid. */
  ledger: Ledger;
  sessions: SessionResolver;
  gate: RainGate;
  config: RainSettings;
}
