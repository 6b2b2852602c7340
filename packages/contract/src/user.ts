import { z } from 'zod';
import type { Coin } from './money';

export const RANKS = ['admin', 'mod', 'helper', 'other'] as const;
export type Rank = (typeof RANKS)[number];
export const STAFF_RANKS: readonly Rank[] = ['admin', 'mod', 'helper'];

/** The SC part of a balance: unplayed SC must be played through before it becomes redeemable. */
export interface SweepsBalance {
  total: string;
  unplayed: string;
  redeemable: string;
}

export interface Balance {
  game_mode: Coin;
  /** The balance of the coin being played, as a decimal string. */
  balance: string;
  gc: string;
  sc: SweepsBalance;
}

/** `GET /api/user` (spec §3 "me"): the fields that exist so far. */
export interface Me {
  id: number;
  username: string | null;
  email: string;
  email_verified: boolean;
  firstname: string | null;
  lastname: string | null;
  rank: Rank;
  balance: Balance;
  game_mode: Coin;
  password_change_required: boolean;
  is_username_set: boolean;
  username_not_set: boolean;
  phone_number: string | null;
  phone_number_verified: boolean;
  two_factor_enabled: boolean;
  private_mode: boolean;
  state: string;
  total_purchases: string;
  verification_id: string | null;
  can_purchase: boolean;
  is_frozen: boolean;
  freeze_reason: string | null;
  break_type: string | null;
  break_till_date: string | null;
  opt_in_promo_sms: boolean;
  opt_in_promo_email: boolean;
  totalWagered: string;
  created: string;
  delete_status: 'active' | 'deleted';
  show_recent_play: boolean;
  btag: string | null;
}

export interface RankInfo {
  rank: Rank;
  title: string;
  order: number;
  staff: boolean;
}

export const siteConfigSchema = z.object({
  radar_enable_daily_bonus: z.boolean(),
  radar_enable_purchase: z.boolean(),
  apple_pay_enable: z.boolean(),
  paysafe_pay_by_bank_enable: z.boolean(),
  captcha_enabled: z.boolean(),
  maintenance: z.boolean(),
  signup_bonus: z.object({ gc: z.string(), sc: z.string() }),
  excluded_states: z.array(z.string()),
  minimum_age: z.number().int(),
  /** Guests at / see the marketing landing page (spec §2) rather than the lobby. */
  landing_enabled: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
