import type { Captcha } from '../../adapters/captcha/captcha';
import type { Config } from '../../config';

/** What the site module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface SitePorts {
  /** The captcha the sign-up and sign-in forms solve: whether it is on, and its challenges. */
  captcha: Captcha;
  /** The switches and amounts the web app reads before anyone signs in. */
  config: Pick<
    Config,
    | 'RADAR_ENABLE_DAILY_BONUS'
    | 'RADAR_ENABLE_PURCHASE'
    | 'APPLE_PAY_ENABLE'
    | 'PAY_BY_BANK_ENABLE'
    | 'MAINTENANCE'
    | 'SIGNUP_BONUS_GC'
    | 'SIGNUP_BONUS_SC'
    | 'STATE_RULES'
    | 'LANDING_ENABLED'
  >;
}
