import type { DuelView } from '@casino/contract';

/**
 * Duels as the web app keeps them (spec §4 "Duel"): the open list and the player's own duel in
 * progress, moved by the `duels` channel's events. Pure functions, tested on their own.
 */
export interface DuelsState {
  data: DuelView[];
  active: DuelView | null;
}

export type DuelEvent = 'DuelCreated' | 'DuelUpdated' | 'DuelFinished' | 'DuelCancelled';
export const DUEL_EVENTS: readonly DuelEvent[] = [
  'DuelCreated',
  'DuelUpdated',
  'DuelFinished',
  'DuelCancelled',
];

/** The host may roll without the guest's lock once the guest has had this long (server rule). */
export const GUEST_SEED_GRACE_MS = 60_000;

const STAGE: Record<DuelView['status'], number> = { open: 0, joined: 1, finished: 2, cancelled: 2 };
const guestNonce = (d: DuelView) => d.seeds.guest?.nonce ?? 0;

/**
 * Whether an update is older than what is shown: an earlier stage, or the same stage with a lower
 * seed nonce on either side (seed changes can arrive out of order; spec §4 "lower nonce ignored").
 */
export function isStale(incoming: DuelView, shown: DuelView): boolean {
  if (STAGE[incoming.status] !== STAGE[shown.status]) return STAGE[incoming.status] < STAGE[shown.status];
  return incoming.seeds.host.nonce < shown.seeds.host.nonce || guestNonce(incoming) < guestNonce(shown);
}

/**
 * The channel shows every duel as a stranger sees it (a private player's id and name hidden); what the
 * viewer was already given about a side stays, as a duel's host never changes, nor its guest once joined.
 */
export function mergeDuel(shown: DuelView | undefined | null, incoming: DuelView): DuelView {
  if (!shown || shown.id !== incoming.id) return incoming;
  if (isStale(incoming, shown)) return shown;
  const keep = (a: DuelView['user'], b: DuelView['user']) => (b && a && b.id === null ? a : b);
  return {
    ...incoming,
    user: keep(shown.user, incoming.user),
    joiner: keep(shown.joiner, incoming.joiner),
    host_id: incoming.host_id ?? shown.host_id,
    guest_id: incoming.guest_id ?? shown.guest_id,
  };
}

export function sideOf(duel: DuelView, viewerId: string | null): 'host' | 'guest' | null {
  if (viewerId === null) return null;
  if (duel.host_id === viewerId) return 'host';
  if (duel.guest_id === viewerId) return 'guest';
  return null;
}

/** A duel the viewer hosts or joined that has not ended: their one duel in progress. */
export function isActiveFor(duel: DuelView, viewerId: string | null): boolean {
  const side = sideOf(duel, viewerId);
  return (
    (side === 'host' && (duel.status === 'open' || duel.status === 'joined')) ||
    (side === 'guest' && duel.status === 'joined')
  );
}

/** Applies one channel event to the lobby: joinable duels are listed, the viewer's own is active. */
export function applyDuelEvent(state: DuelsState, duel: DuelView, viewerId: string | null): DuelsState {
  const shown =
    state.data.find((d) => d.id === duel.id) ?? (state.active?.id === duel.id ? state.active : null);
  const next = mergeDuel(shown, duel);
  if (next !== duel && next === shown) return state;
  const listed = state.data.some((d) => d.id === next.id);
  const data = !next.joinable
    ? state.data.filter((d) => d.id !== next.id)
    : listed
      ? state.data.map((d) => (d.id === next.id ? next : d))
      : [next, ...state.data];
  let active = state.active;
  if (isActiveFor(next, viewerId)) active = next;
  else if (active?.id === next.id) active = null;
  return { data, active };
}

/** Whether the viewer may roll now, and if not, why. */
export function finishState(
  duel: DuelView,
  viewerId: string | null,
  joinedSeenAt: number | null,
  now: number,
): { can: boolean; waitMs: number; reason: string | null } {
  const side = sideOf(duel, viewerId);
  if (duel.status !== 'joined' || side === null) return { can: false, waitMs: 0, reason: null };
  if (side === 'guest' || duel.seeds.guest?.locked) return { can: true, waitMs: 0, reason: null };
  // When this page did not see the join, the server knows better: let the host try.
  const waitMs = joinedSeenAt === null ? 0 : Math.max(0, joinedSeenAt + GUEST_SEED_GRACE_MS - now);
  return { can: waitMs === 0, waitMs, reason: 'Waiting for your opponent to lock their seed.' };
}

/** Amounts on the wire are decimal strings with 2 decimals: added in cents, never in floats. */
export function addAmounts(a: string, b: string, sign: 1 | -1 = 1): string {
  const cents = (s: string) => {
    const negative = s.trim().startsWith('-');
    const [whole = '0', fraction = ''] = s.trim().replace('-', '').split('.');
    const value = BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
    return negative ? -value : value;
  };
  const total = cents(a) + BigInt(sign) * cents(b);
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** What the viewer got back from a finished duel: the pot, their play on a draw, or nothing. */
export function payoutFor(duel: DuelView, viewerId: string | null): string {
  const side = sideOf(duel, viewerId);
  if (!side || duel.status !== 'finished') return '0.00';
  if (duel.winner === 'draw') return duel.wager;
  return duel.winner === side ? duel.pot : '0.00';
}

/** The line a finished duel ends on, for the viewer. */
export function resultText(duel: DuelView, viewerId: string | null): string {
  if (duel.status === 'cancelled') return 'Cancelled: the play went back to the host.';
  if (duel.status !== 'finished') return '';
  const side = sideOf(duel, viewerId);
  if (duel.winner === 'draw') return side ? 'Draw: your play is back.' : 'Draw: each play returned.';
  if (side === null) return `${duel.winner === 'host' ? 'Host' : 'Guest'} takes the pot.`;
  return duel.winner === side ? `You won ${duel.pot} ${duel.game_mode}!` : 'You lost this one.';
}
