import { CHAT_SANCTION_MAX_MINUTES, chatSanctionRequestSchema } from '@casino/contract';
import { typedNumber } from './typed-number';

/** The lengths staff pick most, in minutes: a cool-off, an hour, a day, a week. */
export const DURATION_PRESETS = [
  { label: '10 min', minutes: 10 },
  { label: '1 h', minutes: 60 },
  { label: '24 h', minutes: 24 * 60 },
  { label: '7 days', minutes: 7 * 24 * 60 },
] as const;

/** A preset's minutes, or 'custom' when staff type their own. */
export type DurationChoice = number | 'custom';

/** The minutes a choice stands for, or the contract's own words for why the typed ones will not do. */
export function sanctionMinutes(
  choice: DurationChoice,
  custom: string,
): { minutes: number } | { error: string } {
  if (choice !== 'custom') return { minutes: choice };
  const parsed = chatSanctionRequestSchema.shape.minutes.safeParse(typedNumber(custom));
  return parsed.success
    ? { minutes: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Give a duration in minutes.' };
}

/** 90 → "1 h 30 min", 10080 → "7 days": how long a sanction lasts, for people. */
export function formatMinutes(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 && `${days} ${days === 1 ? 'day' : 'days'}`,
    hours > 0 && `${hours} h`,
    rest > 0 && `${rest} min`,
  ].filter(Boolean);
  return parts.join(' ') || '0 min';
}

/** The longest sanction, in words, for the custom field's hint. */
export const LONGEST_SANCTION = formatMinutes(CHAT_SANCTION_MAX_MINUTES);
