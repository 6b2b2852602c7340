import type { BetDetail } from '@casino/contract';
import { SEED_FIELDS, VERIFIERS } from '@casino/fairness';
import { gameByApi } from '../../house-games/catalog';

type Verifiable = Pick<
  BetDetail,
  'game' | 'outcome' | 'server_seed' | 'server_seed_hash' | 'client_seed' | 'nonce' | 'verification'
>;

/**
 * The verifier prefilled for one play: /provablyfair/{slug}/overview with its seeds (the server seed
 * only once revealed), the committed hash to compare, and the options its outcome depends on (mines,
 * rows and risk, difficulty: the verifier's option fields, named as the outcome names them). Crash and
 * duels carry their own values instead of a seed pair.
 */
export function verifyHref(slug: string, bet: Verifiable): string {
  const params = new URLSearchParams();
  const set = (name: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  };
  const v = bet.verification ?? {};
  const game = gameByApi(bet.game);
  // A game without a verifier gets its seeds only.
  const { kind, fields } = game ? VERIFIERS[game.fairness.verifier] : { kind: 'seeded', fields: SEED_FIELDS };
  if (kind === 'duel') {
    set('host_seed', v.host_seed);
    set('guest_seed', v.guest_seed);
    set('server_seed_hash', v.host_seed_hash);
  } else if (kind === 'crash') {
    set('hash', v.hash);
    set('salt', v.salt);
  } else {
    set('server_seed', bet.server_seed);
    set('client_seed', bet.client_seed);
    set('nonce', bet.nonce);
    set('server_seed_hash', bet.server_seed_hash);
    const o = (bet.outcome ?? {}) as Record<string, unknown>;
    for (const field of fields.slice(SEED_FIELDS.length)) set(field.name, o[field.name]);
  }
  const query = params.toString();
  return `/provablyfair/${slug}/overview${query ? `?${query}` : ''}`;
}
