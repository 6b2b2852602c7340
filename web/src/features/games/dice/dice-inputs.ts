import {
  chanceForMultiplier,
  DICE_CHANCE_RANGE,
  DICE_MULTIPLIER_RANGE,
  DICE_RETURN_PERCENT,
  diceTarget,
} from '@casino/fairness';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Spec §5: the multiplier is clamped to 1.01..5000 with 3 decimals; the chance follows (90 / m). */
export function fromMultiplier(multiplier: number): { multiplier: number; chance: number } {
  const m = round(
    clamp(multiplier || DICE_MULTIPLIER_RANGE.min, DICE_MULTIPLIER_RANGE.min, DICE_MULTIPLIER_RANGE.max),
    3,
  );
  return { multiplier: m, chance: round(chanceForMultiplier(m), 4) };
}

/** The reverse: the chance is clamped to 0.018..98, the multiplier follows and is clamped in turn. */
export function fromChance(chance: number): { multiplier: number; chance: number } {
  const c = clamp(chance || DICE_CHANCE_RANGE.min, DICE_CHANCE_RANGE.min, DICE_CHANCE_RANGE.max);
  return fromMultiplier(DICE_RETURN_PERCENT / c);
}

/** The roll a play must beat, on the roll grid exactly as the server settles it. */
export const targetOf = diceTarget;
