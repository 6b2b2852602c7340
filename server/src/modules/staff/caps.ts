import { shownAmount } from '@casino/contract';
import type { Config } from '../../config';
import { fieldError } from '../../http/errors';

type Coin = 'GC' | 'SC';

/** Each capped staff action and the setting that caps it, per coin (docs/back-office.md). */
const CAP_SETTINGS = {
  adjustment: { SC: 'STAFF_CAP_ADJUST_SC', GC: 'STAFF_CAP_ADJUST_GC' },
  vip_bonus: { SC: 'STAFF_CAP_VIP_BONUS_SC', GC: 'STAFF_CAP_VIP_BONUS_GC' },
  bonus_code_claim: { SC: 'STAFF_CAP_BONUS_CODE_SC', GC: 'STAFF_CAP_BONUS_CODE_GC' },
  bonus_code_total: { SC: 'STAFF_CAP_BONUS_CODE_TOTAL_SC', GC: 'STAFF_CAP_BONUS_CODE_TOTAL_GC' },
  rain: { SC: 'STAFF_CAP_RAIN_SC', GC: 'STAFF_CAP_RAIN_GC' },
} as const satisfies Record<string, Record<Coin, keyof Config>>;

export type CappedAction = keyof typeof CAP_SETTINGS;

/** The settings that cap staff actions: all `refuseOverCap` reads of the configuration. */
export type StaffCaps = Pick<Config, (typeof CAP_SETTINGS)[CappedAction][Coin]>;

/** How a refusal names what was asked for ("An adjustment of 5000.00 SC"). */
const ASKED: Record<CappedAction, (amount: string) => string> = {
  adjustment: (amount) => `An adjustment of ${amount}`,
  vip_bonus: (amount) => `A VIP bonus of ${amount}`,
  bonus_code_claim: (amount) => `A bonus code giving ${amount} per claim`,
  bonus_code_total: (amount) => `A bonus code giving ${amount} in all (per claim × max_claims)`,
  rain: (amount) => `A rain of ${amount}`,
};

/** One amount a staff action would give or take, and the form field it came from. */
export interface CappedAmount {
  action: CappedAction;
  coin: Coin;
  /** Minor units, never negative (a debit is checked by its size); null when it has no bound. */
  amount: bigint | null;
  field: string;
}

/**
 * Refuses (422, naming the cap and its setting) a staff action above its configured cap, before
 * anything is written: a typo of three zeros is never a valid bonus. A null amount is unbounded (a
 * code without a claim cap) and refused whenever the coin is given at all, since its total has no cap.
 */
export function refuseOverCap(config: StaffCaps, capped: CappedAmount): void {
  const setting = CAP_SETTINGS[capped.action][capped.coin];
  const cap = config[setting];
  const limit = `the cap of ${shownAmount(cap)} ${capped.coin} (${setting})`;
  if (capped.amount === null)
    throw fieldError(
      capped.field,
      `A bonus code giving ${capped.coin} needs max_claims, so its total stays within ${limit}.`,
    );
  if (capped.amount > cap)
    throw fieldError(
      capped.field,
      `${ASKED[capped.action](`${shownAmount(capped.amount)} ${capped.coin}`)} is over ${limit}.`,
    );
}
