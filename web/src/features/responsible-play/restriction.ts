import type { Me } from '@casino/contract';
import { utc } from './api';

/** What holds the player's plays, purchases and bonus claims now, and until when. */
export interface PlayRestriction {
  kind: 'break' | 'self_exclusion';
  /** Null while a self-exclusion is indefinite. */
  till: string | null;
}

/**
 * The break or self-exclusion in force for this player, or null. A self-exclusion comes first: it is
 * the one that lasts longer and holds more (the server refuses with its words too).
 */
export function playRestriction(me: Me | undefined, now = Date.now()): PlayRestriction | null {
  if (!me) return null;
  const exclusion = me.self_exclusion;
  if (exclusion && (exclusion.till === null || Date.parse(exclusion.till) > now))
    return { kind: 'self_exclusion', till: exclusion.till };
  if (me.break_till_date && Date.parse(me.break_till_date) > now)
    return { kind: 'break', till: me.break_till_date };
  return null;
}

/** "until 2026-11-27 17:20 (UTC)", in the settings' and the spec's break message's UTC. */
function untilText(restriction: PlayRestriction): string {
  return restriction.till ? `until ${utc(restriction.till)}` : 'with no end date';
}

/** One sentence beside an action the restriction holds: what it is and until when. */
export function restrictionReason(restriction: PlayRestriction): string {
  return restriction.kind === 'break'
    ? `You are on a break ${untilText(restriction)}.`
    : `Your account is self-excluded ${untilText(restriction)}.`;
}

/** The banner's heading and sentence for the whole account. */
export function restrictionNotice(restriction: PlayRestriction): { title: string; text: string } {
  return {
    title: restriction.kind === 'break' ? 'Your account is on a break' : 'Your account is self-excluded',
    text: `Playing, buying coins and claiming bonuses are paused ${untilText(restriction)}. You can still redeem your prizes.`,
  };
}
