import { BONUS_TEXTS, breakActiveText, type Me } from '@casino/contract';
import { playRestriction, restrictionReason } from '../responsible-play';

/** Why a claim button is disabled for this player, with where they can fix it; null when nothing stops it. */
export interface ClaimBlock {
  /** What is missing: a break or self-exclusion holds it, or the email or the identity is not verified. */
  kind: 'restricted' | 'email' | 'identity';
  text: string;
  link?: { to: string; label: string };
}

/**
 * Spec §4 and §5: a claim needs a verified email, the daily bonus and top-up also a verification id,
 * and none is possible during a break or self-exclusion. The server checks the same (and the location); this only says
 * it before the player presses.
 */
export function claimBlock(
  me: Me | undefined,
  /** The bonus as the player names it ("The daily bonus") when it needs a verified identity, else null. */
  identityNeededFor: string | null,
  now = Date.now(),
): ClaimBlock | null {
  if (!me) return null;
  const restriction = playRestriction(me, now);
  if (restriction)
    return {
      kind: 'restricted',
      text:
        restriction.kind === 'break' && restriction.till
          ? breakActiveText(new Date(restriction.till))
          : restrictionReason(restriction),
    };
  if (!me.email_verified)
    return {
      kind: 'email',
      text: BONUS_TEXTS.emailUnverified,
      link: { to: '/settings/general', label: 'Verify email' },
    };
  if (identityNeededFor && !me.verification_id)
    return {
      kind: 'identity',
      text: `${identityNeededFor} needs a verified identity: two minutes with a photo ID, once.`,
      link: { to: '/settings/verification', label: 'Verify your identity' },
    };
  return null;
}
