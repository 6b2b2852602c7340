import { z } from 'zod';

/** Spec: a break in play lasts 1, 3, 7, 14 or 30 days (`break_type`, `break_till_date`). */
export const BREAK_DAYS = [1, 3, 7, 14, 30] as const;

/** Self-exclusion periods (sweepstakes.md "Responsible social gameplay"). */
export const SELF_EXCLUSION_PERIODS = ['6_months', '1_year', '3_years', '5_years', 'indefinite'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export const SELF_EXCLUSION_LABELS: Record<SelfExclusionPeriod, string> = {
  '6_months': '6 months',
  '1_year': '1 year',
  '3_years': '3 years',
  '5_years': '5 years',
  indefinite: 'Indefinitely',
};

/** What a player may limit: purchases (USD), losses (Sweeps Coins) and time in play (minutes). */
export const PLAYER_LIMIT_KINDS = ['purchase', 'loss', 'session'] as const;
export type PlayerLimitKind = (typeof PLAYER_LIMIT_KINDS)[number];
export const PLAYER_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type PlayerLimitPeriod = (typeof PLAYER_LIMIT_PERIODS)[number];

const BREAK_DAYS_TEXT = 'Choose 1, 3, 7, 14 or 30 days.';

/** `POST /api/responsible-play/break`. */
export const takeBreakSchema = z.object({
  days: z
    .number({ error: BREAK_DAYS_TEXT })
    .refine((days) => (BREAK_DAYS as readonly number[]).includes(days), BREAK_DAYS_TEXT),
});

/** `POST /api/responsible-play/self-exclusion`. */
export const selfExcludeSchema = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'Choose a self-exclusion period.' }),
});

/**
 * `PUT /api/responsible-play/limits`: a purchase or loss limit is an amount ("50.00"), a time limit is
 * minutes ("90"); null removes the limit.
 */
/** Which limit a request sets or a view shows: what it limits and over which period. */
const limitKeyShape = {
  kind: z.enum(PLAYER_LIMIT_KINDS),
  period: z.enum(PLAYER_LIMIT_PERIODS),
};

export const setLimitSchema = z.object({
  ...limitKeyShape,
  value: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter an amount such as 50 or 50.00, or minutes such as 90.')
    .refine((text) => Number(text) > 0, 'A limit must be above zero.')
    .nullable(),
});
export type SetLimit = z.infer<typeof setLimitSchema>;

const limitSchema = z.object({
  ...limitKeyShape,
  /** In force now; null when there is none. */
  value: z.string().nullable(),
  /** A raise or removal waiting out its cooling-off: its value (null removes) and when it applies. */
  pending: z.object({ value: z.string().nullable(), applies_at: z.string() }).nullable(),
});
export type PlayerLimit = z.infer<typeof limitSchema>;

/** `GET /api/responsible-play`: what the player has chosen, and what is waiting. */
export const responsiblePlaySchema = z.object({
  break: z.object({ days: z.number().int(), till: z.string() }).nullable(),
  self_exclusion: z
    .object({
      period: z.enum(SELF_EXCLUSION_PERIODS),
      started_at: z.string(),
      /** Null while indefinite and no lift is under way. */
      till: z.string().nullable(),
      /** An indefinite exclusion may be lifted from this moment (6 months after it began). */
      can_lift_from: z.string().nullable(),
      /** A requested lift ends the exclusion at this moment (after the 7-day cooling-off). */
      lifts_at: z.string().nullable(),
    })
    .nullable(),
  limits: z.array(limitSchema),
  cooling_off_hours: z.number(),
});
export type ResponsiblePlay = z.infer<typeof responsiblePlaySchema>;

/** Spec §5's break message: Your "Break-In-Play" is active till: {date} (UTC). */
export function breakActiveText(till: Date): string {
  return `Your "Break-In-Play" is active till: ${till.toISOString().slice(0, 16).replace('T', ' ')} (UTC)`;
}

export const RESPONSIBLE_PLAY_TEXTS = {
  selfExcluded: 'Your account is self-excluded: nothing can be played, bought or claimed until it ends.',
  lossLimit: 'This play would take you past your loss limit.',
  sessionLimit: 'You have reached your time-in-play limit.',
  purchaseLimit: 'This purchase would take you past your purchase limit.',
  shorterBreak: 'A break in play cannot be shortened; choose a period that ends later.',
  shorterExclusion: 'A self-exclusion cannot be shortened; choose a period that ends later.',
  notIndefinite: 'Only an indefinite self-exclusion is lifted on request; a fixed one ends by itself.',
  liftTooEarly: 'An indefinite self-exclusion can be lifted only 6 months after it began.',
  liftUnderWay: 'The self-exclusion is already being lifted.',
} as const;
