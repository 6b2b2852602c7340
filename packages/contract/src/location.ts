import { z } from 'zod';
import { EXCLUDED_STATES, US_STATES } from './states';

/** How a state's rule treats the player's coins (sweepstakes.md "Eligibility and location"). */
export const STATE_RULE_KINDS = ['blocked', 'gc_only', 'redeem_only', 'allowed'] as const;
export type StateRuleKind = (typeof STATE_RULE_KINDS)[number];

/** The fraud signals a verified location check carries (integrations.md "Geolocation"). */
export const LOCATION_FRAUD_FLAGS = [
  'proxy',
  'mocked',
  'jumped',
  'compromised',
  'inaccurate',
  'sharing',
] as const;
export type LocationFraudFlag = (typeof LOCATION_FRAUD_FLAGS)[number];

/** What a flag means to the player, in the reasons after 'Unable to determine your location.'. */
export const LOCATION_FRAUD_TEXTS: Record<LocationFraudFlag, string> = {
  proxy: 'A VPN or proxy is in use.',
  mocked: 'Your location appears to be simulated.',
  jumped: 'Your location moved too far too fast.',
  compromised: 'Your device failed its integrity check.',
  inaccurate: 'Your location is not accurate enough.',
  sharing: 'Your screen or location appears to be shared.',
};

/** `POST /api/location/check`: the client's verified location token (the sandbox needs none). */
export const locationCheckRequestSchema = z.object({ token: z.string().max(8192).optional() });

/** A stored location check as the player sees it (spec §3 "Location check result", plus why). */
export const locationCheckSchema = z.object({
  locationId: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  passed: z.boolean(),
  /** False when the device offers no location at all: the missing-geolocation dialog. */
  supported: z.boolean(),
  fraud: z.array(z.enum(LOCATION_FRAUD_FLAGS)),
  rule: z.enum(STATE_RULE_KINDS),
  /** Whether this check lets the player play Sweeps Coins (fresh until `fresh_until`). */
  sc_play: z.boolean(),
  reasons: z.array(z.string()),
  checked_at: z.string(),
  fresh_until: z.string(),
});
export type LocationCheck = z.infer<typeof locationCheckSchema>;

/** `GET /api/location`: the latest check, or null before the first. */
export const locationStatusSchema = z.object({ check: locationCheckSchema.nullable() });
export type LocationStatus = z.infer<typeof locationStatusSchema>;

/** The sandbox tester's choice for one player: where they are, a VPN, or a device with no location. */
export const sandboxLocationSchema = z.object({
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter state code.')
    .nullable(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code.')
    .default('US'),
  vpn: z.boolean().default(false),
  unsupported: z.boolean().default(false),
});
export type SandboxLocation = z.infer<typeof sandboxLocationSchema>;

/** The action a location refusal names: 'Location services must be enabled to process the {action}.' */
export type LocationAction = 'play' | 'purchase' | 'claim' | 'redemption';

/** Spec §8 "Location" texts, and ours where the spec names a refusal without its words. */
export const LOCATION_TEXTS = {
  undetermined: 'Unable to determine your location.',
  tryAgain: 'Unable to determine your location. Please try again or contact support',
  tooMany: 'Too many requests. Please try after sometime.',
  somethingWrong: 'Something went wrong, fresh the page and try again.',
  accessRestricted: 'Access Restricted',
  missingTitle: 'Location Unavailable',
  missingBody:
    'Your browser or device does not share a location, and a sweepstakes can only be played where it is allowed. Enable location services, or log out.',
  blockedModal: 'Sorry, our service is not available in your region.',
  enableLocation: 'Enable Location',
  articlePath: '/article/location-service-activation',
} as const;

/** 'Location services must be enabled to process the {action}.' (spec §8). */
export function locationRequiredText(action: LocationAction): string {
  return `Location services must be enabled to process the ${action}.`;
}

/** 'Unable to determine your location.' plus the reasons (spec §8). */
export function undeterminedLocationText(fraud: readonly LocationFraudFlag[]): string {
  return [LOCATION_TEXTS.undetermined, ...fraud.map((flag) => LOCATION_FRAUD_TEXTS[flag])].join(' ');
}

/** A GC-only state refuses Sweeps Coins play and awards; Gold Coins play on. */
export function goldCoinsOnlyText(state: string): string {
  return `Sweeps Coins are not available in ${US_STATES[state] ?? state}. You can keep playing with Gold Coins.`;
}

/** A redeem-only state lets existing Sweeps Coins be redeemed, nothing new. */
export function redeemOnlyText(state: string): string {
  return `In ${US_STATES[state] ?? state} Sweeps Coins can only be redeemed; nothing new can be played, bought or claimed.`;
}

/** The default rules: the spec's twelve excluded states are blocked, every other US state allowed. */
export const DEFAULT_STATE_RULES: Readonly<Record<string, StateRuleKind>> = Object.fromEntries(
  EXCLUDED_STATES.map((state) => [state, 'blocked' as const]),
);
