import { PLAY_TEXTS } from '@casino/contract';

/** What is wrong with a typed wager, in the spec's words, or null. */
export function wagerProblem(value: string): string | null {
  if (value.trim() === '' || Number.isNaN(Number(value))) return PLAY_TEXTS.wagerInvalid;
  if (Number(value) < 0) return PLAY_TEXTS.wagerNegative;
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return PLAY_TEXTS.wagerDecimals;
  if (Number(value) === 0) return PLAY_TEXTS.wagerZero;
  return null;
}
