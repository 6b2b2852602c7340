import { type DuelPlayer, type DuelView, formatAmount } from '@casino/contract';
import type { DuelOutcome } from '@casino/fairness';
import type { Selectable } from 'kysely';
import type { DuelsTable } from '../../../db/schema';

export type DuelRow = Selectable<DuelsTable> & {
  host_name: string | null;
  host_private: boolean;
  guest_name: string | null;
  guest_private: boolean | null;
};

/** A side as the viewer may see it: a private player is hidden from everyone but themselves, like in history. */
function person(
  id: bigint | null,
  name: string | null,
  isPrivate: boolean | null,
  viewer: bigint | null,
): DuelPlayer | null {
  if (id === null) return null;
  return isPrivate && viewer !== id ? { id: null, username: null } : { id: id.toString(), username: name };
}

/**
 * A duel as spec §3 has it. The host's seed is shown only by its hash until the duel has ended, so the
 * guest cannot choose a seed that beats it; the guest's seed is public from the start.
 */
export function duelView(duel: DuelRow, viewer: bigint | null): DuelView {
  const ended = duel.status === 'finished' || duel.status === 'cancelled';
  const outcome = duel.outcome as DuelOutcome | null;
  const host = person(duel.host_id, duel.host_name, duel.host_private, viewer);
  const guest = person(duel.guest_id, duel.guest_name, duel.guest_private, viewer);
  return {
    id: duel.id.toString(),
    status: duel.status,
    joinable: duel.status === 'open' && duel.host_locked,
    user: host,
    joiner: guest,
    host_id: host?.id ?? null,
    guest_id: guest?.id ?? null,
    wager: formatAmount(duel.wager),
    pot: formatAmount(duel.wager * 2n),
    game: 'duels',
    game_mode: duel.coin,
    seeds: {
      host: { locked: duel.host_locked, nonce: duel.host_seed_nonce },
      guest:
        duel.guest_seed === null
          ? null
          : { seed: duel.guest_seed, locked: duel.guest_locked, nonce: duel.guest_seed_nonce },
    },
    host_result: outcome?.host ?? null,
    guest_result: outcome?.guest ?? null,
    winner: outcome?.winner ?? null,
    seed: {
      host_seed_hash: duel.host_seed_hash,
      host_seed: ended ? duel.host_seed : null,
      guest_seed: duel.guest_seed,
    },
    created_at: duel.created_at.toISOString(),
    finished_at: duel.finished_at?.toISOString() ?? null,
  };
}
