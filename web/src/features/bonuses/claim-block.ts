import { BONUS_TEXTS, breakActiveText, type Me } from '@casino/contract';

/** Why a claim button is disabled for this player, with where they can fix it; null when nothing stops it. */
export interface ClaimBlock {
  text: string;
  link?: { to: string; label: string };
}

/**
 * Spec §4 and §5: a claim needs a verified email, the daily bonus and top-up also a verification id,
 * and none is possible during a break. The server checks the same (and the location); this only says
 * it before the player presses.
 */
export function claimBlock(me: Me | undefined, needsIdentity: boolean, now = Date.now()): ClaimBlock | null {
  if (!me) return null;
  if (me.break_till_date && Date.parse(me.break_till_date) > now)
    return { text: breakActiveText(new Date(me.break_till_date)) };
  if (!me.email_verified)
    return { text: BONUS_TEXTS.emailUnverified, link: { to: '/settings/general', label: 'Verify email' } };
  if (needsIdentity && !me.verification_id)
    return {
      text: 'Please verify your identity to claim this bonus.',
      link: { to: '/settings/verification', label: 'Get Verified' },
    };
  return null;
}
