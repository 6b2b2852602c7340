import {
  captchaChallengeSchema,
  formatAmount,
  MINIMUM_AGE,
  parseAmount,
  siteConfigSchema,
} from '@casino/contract';
import type { Deps } from '../../deps';
import type { Api } from '../../http/typed-routes';
import { StateRules } from '../location';

/** Public configuration the web app needs before anyone signs in. */
export function siteRoutes(app: Api, deps: Deps): void {
  app.get('/api/site-config', { schema: { response: { 200: siteConfigSchema } } }, async () => ({
    radar_enable_daily_bonus: deps.config.RADAR_ENABLE_DAILY_BONUS,
    radar_enable_purchase: deps.config.RADAR_ENABLE_PURCHASE,
    apple_pay_enable: deps.config.APPLE_PAY_ENABLE,
    paysafe_pay_by_bank_enable: deps.config.PAY_BY_BANK_ENABLE,
    captcha_enabled: deps.captcha.enabled,
    maintenance: deps.config.MAINTENANCE,
    signup_bonus: {
      gc: formatAmount(parseAmount(deps.config.SIGNUP_BONUS_GC) ?? 0n),
      sc: formatAmount(parseAmount(deps.config.SIGNUP_BONUS_SC) ?? 0n),
    },
    excluded_states: new StateRules(deps.config.STATE_RULES).blockedStates(),
    minimum_age: MINIMUM_AGE,
    landing_enabled: deps.config.LANDING_ENABLED,
  }));

  app.get(
    '/api/captcha/challenge',
    { schema: { response: { 200: captchaChallengeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.captcha.challenge();
    },
  );
}
