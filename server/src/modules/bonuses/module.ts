import type { Api } from '../../http/typed-routes';
import { bonusAdminRoutes } from './admin-routes';
import { applyApprovedBonusCode } from './bonus-codes';
import type { BonusesPorts } from './ports';
import { bonusRoutes } from './routes';
import { applyApprovedVipBonus } from './vip-bonus';

/** The bonuses module as app.ts composes it. */
export interface BonusesModule {
  /** The player's bonuses: daily bonus, top-up, reload, codes, VIP bonuses, rakeback and lossback. */
  routes(app: Api): void;
  /** Staff's bonus codes and VIP bonuses, under caps and maker-checker. */
  adminRoutes(app: Api): void;
  /** Maker-checker's applier of an approved bonus code (the staff-approvals module's `bonus_code`). */
  applyApprovedBonusCode: typeof applyApprovedBonusCode;
  /** Maker-checker's applier of an approved VIP bonus (the staff-approvals module's `vip_bonus`). */
  applyApprovedVipBonus: typeof applyApprovedVipBonus;
}

/** Builds the bonuses module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createBonusesModule(ports: BonusesPorts): BonusesModule {
  return {
    routes: (app) => bonusRoutes(app, ports),
    adminRoutes: (app) => bonusAdminRoutes(app, ports),
    applyApprovedBonusCode,
    applyApprovedVipBonus,
  };
}
