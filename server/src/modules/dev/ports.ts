import type { BonusCode, CreateBonusCode, VipBonus } from '@casino/contract';
import type { GiftCardTester } from '../../adapters/gift-cards/interface';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SessionResolver } from '../../http/authenticate';

/** The bonuses module's sandbox doors: coins a tester makes without a staff account. */
export interface SandboxBonuses {
  /** A bonus code no staff member created. */
  createCode(form: CreateBonusCode): Promise<BonusCode>;
  /** A VIP bonus awarded to the tester, waiting for their claim. */
  awardVip(userId: bigint, award: { reward_type: string; gc: string; sc: string }): Promise<VipBonus>;
}

/** What the dev module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface DevPorts {
  /** The sandbox outbox it shows, the policies it republishes, and the tester's rank. */
  db: Database;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** The sandbox gift-card vendor's controls, or null when the vendor has none (live vendors). */
  giftCardTester: GiftCardTester | null;
  /** Whether the vendors are the sandboxes: the bonus controls answer only then, asked per request. */
  config: Pick<Config, 'VENDORS'>;
  /** The bonuses module's sandbox code and VIP bonus. */
  sandboxBonuses: SandboxBonuses;
}
