import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** Every setting has an embedded default so `npm start` runs with no configuration at all. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  CAPTCHA_ENABLED: flag(true),
  SIGNUP_BONUS_GC: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .default('10000'),
  SIGNUP_BONUS_SC: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .default('1'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  ACCOUNT_RESTORE_DAYS: z.coerce.number().int().positive().default(30),
  MAINTENANCE: flag(false),
  TRUST_PROXY: flag(false),
  SANDBOX_OUTBOX: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('web/dist'),
});

export type Config = z.infer<typeof configSchema> & { appUrl: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  return { ...config, appUrl: config.APP_URL ?? `http://localhost:${config.PORT}` };
}
