/** Dice ("dicing"): one float, roll = floor(f * 10001) / 100, from 0.00 to 100.00. */
export function diceRoll(f: number): number {
  return Math.floor(f * 10001) / 100;
}

/** The spec's rule (§5): win chance = 90 / multiplier, so every dice play returns 90% on average. */
export const DICE_RETURN_PERCENT = 90;
export const DICE_MULTIPLIER_RANGE = { min: 1.01, max: 5000 } as const;
export const DICE_CHANCE_RANGE = { min: 0.018, max: 98 } as const;

export function chanceForMultiplier(multiplier: number): number {
  return DICE_RETURN_PERCENT / multiplier;
}

/** The roll takes 10,001 values, 0.00 to 100.00 in steps of 0.01. */
export const DICE_ROLLS = 10_001;

/**
 * How many of the 10,001 rolls win at this chance: the chance snapped down onto the roll grid, so no
 * multiplier ever returns more than 90% (a chance between grid steps would otherwise win on one roll
 * too many: at ×4500 that is a third more than the rule allows).
 */
export function diceWinningRolls(chance: number): number {
  return Math.floor((chance * DICE_ROLLS) / 100);
}

/** The roll to beat: over wins above 100 − n/100, under wins below n/100, where n is the winning rolls. */
export function diceTarget(chance: number, over: boolean): number {
  const winning = diceWinningRolls(chance);
  return over ? (10_000 - winning) / 100 : winning / 100;
}

/** Over wins when the roll is above the target, under when it is below; exactly n rolls win either way. */
export function diceWins(roll: number, chance: number, over: boolean): boolean {
  const target = diceTarget(chance, over);
  return over ? roll > target : roll < target;
}
