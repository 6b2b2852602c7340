import {
  captchaChallengeSchema,
  formatAmount,
  MINIMUM_AGE,
  parseAmount,
  siteConfigSchema,
} from '@casino/contract';
import type { Api } from '../../http/typed-routes';
import { StateRules } from '../location';
import type { SitePorts } from './ports';

/** Public configuration the web app needs before anyone signs in. */
export function siteRoutes(app: Api, { config, captcha }: SitePorts): void {
  app.get('/api/site-config', { schema: { response: { 200: siteConfigSchema } } }, async () => ({
    radar_enable_daily_bonus: config.RADAR_ENABLE_DAILY_BONUS,
    radar_enable_purchase: config.RADAR_ENABLE_PURCHASE,
    apple_pay_enable: config.APPLE_PAY_ENABLE,
    paysafe_pay_by_bank_enable: config.PAY_BY_BANK_ENABLE,
    captcha_enabled: captcha.enabled,
    maintenance: config.MAINTENANCE,
    signup_bonus: {
      gc: formatAmount(parseAmount(config.SIGNUP_BONUS_GC) ?? 0n),
      sc: formatAmount(parseAmount(config.SIGNUP_BONUS_SC) ?? 0n),
    },
    excluded_states: new StateRules(config.STATE_RULES).blockedStates(),
    minimum_age: MINIMUM_AGE,
    landing_enabled: config.LANDING_ENABLED,
  }));

  app.get(
    '/api/captcha/challenge',
    { schema: { response: { 200: captchaChallengeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
}
