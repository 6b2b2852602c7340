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

/** Over wins when the roll is above 100 − chance; under wins when it is below chance. */
export function diceWins(roll: number, chance: number, over: boolean): boolean {
  return over ? roll > 100 - chance : roll < chance;
}
