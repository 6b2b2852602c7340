import {
  DAILY_BONUS_EVERY_HOURS,
  DAILY_BONUS_LADDER,
  DAILY_STREAK_BREAKS_AFTER_HOURS,
  parseAmount,
} from '@casino/contract';

const HOUR_MS = 3_600_000;

/** Where a player stands on the 7-day ladder: the day the next claim is and when it may be made. */
export interface NextDailyBonus {
  stage: number;
  /** When the 24 h countdown ends; null when the bonus can be claimed now. */
  availableAt: Date | null;
  gc: bigint;
  sc: bigint;
}

/**
 * The next daily bonus after the last claim (spec §4: "stage is the next day"). A claim more than 48 h
 * after the previous one means a whole day was missed: the streak starts again at day 1. After day 7 the
 * ladder starts again at day 1.
 */
export function nextDailyBonus(
  last: { claimedAt: Date | null; streak: number } | undefined,
  now: Date,
): NextDailyBonus {
  const claimedAt = last?.claimedAt ?? null;
  let stage = 1;
  let availableAt: Date | null = null;
  if (claimedAt && last) {
    const elapsed = now.getTime() - claimedAt.getTime();
    if (elapsed < DAILY_BONUS_EVERY_HOURS * HOUR_MS)
      availableAt = new Date(claimedAt.getTime() + DAILY_BONUS_EVERY_HOURS * HOUR_MS);
    stage = elapsed > DAILY_STREAK_BREAKS_AFTER_HOURS * HOUR_MS ? 1 : (last.streak % 7) + 1;
  }
  const step = DAILY_BONUS_LADDER[stage - 1] ?? DAILY_BONUS_LADDER[0];
  return { stage, availableAt, gc: parseAmount(step.gc) ?? 0n, sc: parseAmount(step.sc) ?? 0n };
}
