import { shownAmount } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { becomeMember, chatSettings, type PosterRow, type SettingsRow, wageredByCoin } from './repository';

/** The house's requirement to chat in the player's words (docs/chat.md). */
export function requirementText(settings: SettingsRow): string {
  const played = `play at least ${shownAmount(settings.min_wagered_gc)} GC or ${shownAmount(settings.min_wagered_sc)} SC`;
  return settings.require_verified_email
    ? `To chat, verify your email and ${played}.`
    : `To chat, ${played}.`;
}

/** Staff chat freely; a player who met the requirement once is a member for good (`chat_members`). */
export const requirementMet = (poster: PosterRow) => poster.member || poster.rank !== 'other';

/**
 * Whether the poster meets the requirement to chat: a verified email (when required) and an amount
 * played in either coin. Staff always may. Once met it is recorded and never summed again: what a player
 * has played only grows. Answers null when they may, else the requirement in words.
 */
export async function unmetRequirement(trx: Trx, poster: PosterRow): Promise<string | null> {
  if (requirementMet(poster)) return null;
  const settings = await chatSettings(trx);
  if (settings.require_verified_email && !poster.email_verified_at) return requirementText(settings);
  const wagered = await wageredByCoin(trx, poster.id);
  if (wagered.gc < settings.min_wagered_gc && wagered.sc < settings.min_wagered_sc) {
    return requirementText(settings);
  }
  await becomeMember(trx, poster.id);
  return null;
}
