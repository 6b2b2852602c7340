import { EXCLUDED_STATES, formatAmount, MINIMUM_AGE, parseAmount, type SiteConfig } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Public configuration the web app needs before anyone signs in. */
export function siteRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(
    '/api/site-config',
    async (): Promise<SiteConfig> => ({
      radar_enable_daily_bonus: false,
      radar_enable_purchase: false,
      apple_pay_enable: true,
      paysafe_pay_by_bank_enable: true,
      captcha_enabled: deps.captcha.enabled,
      maintenance: deps.config.MAINTENANCE,
      signup_bonus: {
        gc: formatAmount(parseAmount(deps.config.SIGNUP_BONUS_GC) ?? 0n),
        sc: formatAmount(parseAmount(deps.config.SIGNUP_BONUS_SC) ?? 0n),
      },
      excluded_states: [...EXCLUDED_STATES],
      minimum_age: MINIMUM_AGE,
      landing_enabled: deps.config.LANDING_ENABLED,
    }),
  );

  app.get('/api/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return deps.captcha.challenge();
  });
}
