import type { BetDetail } from '@casino/contract';

type Verifiable = Pick<
  BetDetail,
  'game' | 'outcome' | 'server_seed' | 'server_seed_hash' | 'client_seed' | 'nonce' | 'verification'
>;

/**
 * The verifier prefilled for one play: /provablyfair/{slug}/overview with its seeds (the server seed
 * only once revealed), the committed hash to compare, and the options its outcome depends on (mines,
 * rows and risk, difficulty). Crash and duels carry their own values instead of a seed pair.
 */
export function verifyHref(slug: string, bet: Verifiable): string {
  const params = new URLSearchParams();
  const set = (name: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  };
  const v = bet.verification ?? {};
  if (bet.game === 'duels') {
    set('host_seed', v.host_seed);
    set('guest_seed', v.guest_seed);
    set('server_seed_hash', v.host_seed_hash);
  } else if (bet.game === 'crash') {
    set('hash', v.hash);
    set('salt', v.salt);
  } else {
    set('server_seed', bet.server_seed);
    set('client_seed', bet.client_seed);
    set('nonce', bet.nonce);
    set('server_seed_hash', bet.server_seed_hash);
    const o = (bet.outcome ?? {}) as Record<string, unknown>;
    if (bet.game === 'mines') set('mines', o.mines);
    if (bet.game === 'plinko') {
      set('rows', o.rows);
      set('risk', o.risk);
    }
    if (bet.game === 'tower' || bet.game === 'clovercross') set('difficulty', o.difficulty);
  }
  const query = params.toString();
  return `/provablyfair/${slug}/overview${query ? `?${query}` : ''}`;
}
