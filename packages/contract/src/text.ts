import { z } from 'zod';

/**
 * Text a form cannot do without, trimmed first. Missing, blank and too short are one mistake to the
 * player, so all three are refused with the same `words`, which say what to enter; `tooLong` refuses
 * text past `max` (zod's own words when left out).
 */
export const requiredText = (
  words: string,
  { min = 1, max, tooLong }: { min?: number; max: number; tooLong?: string },
) => z.string({ error: words }).trim().min(min, words).max(max, tooLong);
