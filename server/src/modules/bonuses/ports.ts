import type { Captcha } from '../../adapters/captcha/captcha';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver } from '../../http/authenticate';
import type { Ledger } from '../../ledger/ledger';
import type { StaffCaps } from '../staff';
import type { ApprovalThresholds } from '../staff-approvals';

/** A completed purchase a reload pays a share of. */
export interface ReloadablePurchase {
  id: string;
  /** What the player paid, in USD cents. */
  cents: bigint;
  completedAt: Date;
}

/** What the reload is based on: the player's latest completed purchase (the wallet module's purchases). */
export interface ReloadBasis {
  /** The player's latest purchase completed at or after `since`, or null. */
  latestPurchase(executor: Database | Trx, userId: bigint, since: Date): Promise<ReloadablePurchase | null>;
}

/** The kinds of claim the eligibility gate tells apart: each promotion is asked as `promotion`. */
export type ClaimKind = 'daily_bonus' | 'top_up' | 'reload' | 'promotion';

/** Whether a player may claim now (the eligibility module's gate: location, responsible play, identity). */
export interface ClaimGate {
  /** Refuses a claim the player may not make; answers whether it may award Sweeps Coins (not in a GC-only state). */
  claim(trx: Trx, userId: bigint, kind: ClaimKind): Promise<{ scAwards: boolean }>;
}

/** The settings the bonuses read: each reward's rate and window, staff caps and the maker-checker threshold. */
export type BonusSettings = Pick<
  Config,
  | 'RELOAD_PERCENT'
  | 'RELOAD_WINDOW_HOURS'
  | 'RELOAD_COOLDOWN_HOURS'
  | 'LOSSBACK_PERCENT'
  | 'RAKEBACK_PERCENT'
  | 'HOUSE_EDGES'
> &
  StaffCaps &
  ApprovalThresholds;

/** What the bonuses module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface BonusesPorts {
  /** Its own tables (bonus claims, states, codes, VIP bonuses), the plays rakeback and lossback read, the audit log. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** Pays each claim and reads the GC balance the top-up depends on. */
  ledger: Ledger;
  /** Checks the daily bonus's captcha (ALTCHA, or none when the site has it off). */
  captcha: Captcha;
  /** Whether a player may claim now. */
  eligibility: ClaimGate;
  /** The purchases a reload pays a share of. */
  reloadBasis: ReloadBasis;
  config: BonusSettings;
}
