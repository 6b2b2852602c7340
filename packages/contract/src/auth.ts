import { z } from 'zod';
import { US_STATES } from './states';
import { meSchema } from './user';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const MINIMUM_AGE = 18;

export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'The username must be 3 to 20 letters, digits or underscores.');
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address.')
  .max(254);
export const passwordSchema = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be longer than 200 characters.');
export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter your date of birth as YYYY-MM-DD.')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Please enter a real date of birth.');
export const stateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code in US_STATES, 'Please choose your state of residence.');
export const twoFactorCodeSchema = z.string().regex(/^\d{6}$/, 'Token should be 6 digits in length.');
export const smsCodeSchema = z.string().trim().length(6, 'Code needs to 6 characters');

/** Whole years between a date of birth and today (UTC). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const registerFormSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  date_of_birth: dateOfBirthSchema,
  state: stateSchema,
  terms: z.literal(true, { error: 'You must accept the Terms and the Official Sweeps Rules.' }),
  opt_in_promo_email: z.boolean().optional(),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** A sign-up's or login's proof of a person: the captcha's answer and the device's fingerprint. */
const botCheckShape = {
  captcha: z.string().optional(),
  fp: z.string().max(200).optional(),
};

export const registerRequestSchema = z.object({
  form: registerFormSchema,
  ...botCheckShape,
  ref: z.string().max(64).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, 'Please enter your username or email.').max(254),
  password: z.string().min(1, 'Please enter your password.').max(200),
  ...botCheckShape,
  two_factor_code: twoFactorCodeSchema.optional(),
  /** The SMS code the player received for this login (spec: retried "with verified flag"). */
  verified: z.union([z.boolean(), smsCodeSchema]).optional(),
  verification_code: smsCodeSchema.optional(),
  restore: z.boolean().optional(),
  /** Sent back from the last challenge answer, so the challenges this attempt passed stay passed. */
  login_ticket: z.string().max(100).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Login answers by `code` (spec §4): 1 error, 2 two-factor code required, 3 two-factor code wrong,
 * 4 SMS code required (a new device for a player with a verified phone), 5 the account was deleted
 * recently and can be restored, 6 error (account closed for good).
 */
export const LOGIN_CODES = {
  error: 1,
  twoFactorRequired: 2,
  twoFactorInvalid: 3,
  smsRequired: 4,
  restoreOffered: 5,
  closed: 6,
} as const;

export const loginResponseSchema = z.union([
  z.object({ access_token: z.string() }),
  z.object({
    code: z.number().int(),
    message: z.string(),
    phone_hint: z.string().optional(),
    login_ticket: z.string().optional(),
  }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/auth/register` (201): the new player, signed in. */
export const registerResponseSchema = z.object({ access_token: z.string(), user: meSchema });

/** `POST /api/user/2fa/setup`: the secret to add to an authenticator app, also as a link and a QR code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});

/** A new password is typed twice: a mismatch is refused on the confirmation. */
const newPasswordConfirmed: [
  check: (v: { password: string; password_confirmation: string }) => boolean,
  refusal: { path: string[]; message: string },
] = [
  (v) => v.password === v.password_confirmation,
  { path: ['password_confirmation'], message: 'The password confirmation does not match.' },
];

export const forgotPasswordSchema = z.object({ email: emailSchema, captcha: z.string().optional() });
export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    token: z.string().min(10).max(200),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine(...newPasswordConfirmed);
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine(...newPasswordConfirmed);
export const verifyEmailSchema = z.object({ token: z.string().min(10).max(200) });
export const setUsernameSchema = z.object({ username: usernameSchema });
/** A first or last name on the profile: letters, spaces, apostrophes and hyphens; left out to keep it. */
const personNameSchema = z
  .string()
  .trim()
  .max(60)
  .regex(/^[\p{L} '-]*$/u, 'Letters only, please.')
  .optional();

export const profileSchema = z.object({
  firstname: personNameSchema,
  lastname: personNameSchema,
  private_mode: z.boolean().optional(),
});
export const promoOptInSchema = z
  .object({ opt_in_promo_sms: z.boolean().optional(), opt_in_promo_email: z.boolean().optional() })
  .refine(
    (v) => v.opt_in_promo_sms !== undefined || v.opt_in_promo_email !== undefined,
    'Nothing to change.',
  );
export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema });
export const twoFactorDisableSchema = z.object({ code: twoFactorCodeSchema, password: z.string().min(1) });
export const phoneSchema = z.object({
  phone_number: z.string().regex(/^\d{10,15}$/, 'Phone digits only, 10 to 15, without country code.'),
});
export const verifyCodeSchema = z.object({
  phone_number: z.string().regex(/^\d{10,15}$/),
  verification_code: smsCodeSchema,
  first_time: z.boolean().optional(),
});
export const deleteAccountSchema = z.object({ password: z.string().min(1) });

/** The device a session was signed in from, as the player and staff are shown it (null where unknown). */
export const sessionDeviceShape = {
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
};

/** `GET /api/user/sessions`: one device the player is signed in on; `current` is the one asking. */
export const playerSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  created_at: z.string(),
  ...sessionDeviceShape,
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

/** `POST /api/user/sessions/sign-out-others`: how many other devices were signed out. */
export const signedOutSessionsSchema = z.object({ message: z.string(), signed_out: z.number().int() });
export type SignedOutSessions = z.infer<typeof signedOutSessionsSchema>;
