import type { ChatSanction } from '@casino/contract';
import type { Tone } from '../parts';

/** Where a mute or chat ban stands now: still holding, lifted early by staff, or run out. */
export type SanctionStanding = 'in force' | 'lifted' | 'ended';

export function sanctionStanding(
  sanction: Pick<ChatSanction, 'until' | 'lifted_at'>,
  now = Date.now(),
): SanctionStanding {
  if (sanction.lifted_at) return 'lifted';
  return Date.parse(sanction.until) > now ? 'in force' : 'ended';
}

export const STANDING_TONE: Record<SanctionStanding, Tone> = {
  'in force': 'warn',
  lifted: 'neutral',
  ended: 'neutral',
};
