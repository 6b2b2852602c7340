import { describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { testAppForSuite } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { seededPlayer } from '../../test/plays';

/**
 * One lock order everywhere: a user row is never locked in a mode that blocks the foreign-key check of a
 * bet insert, and ledger accounts are locked in ascending id order before any of them moves. Duels and
 * instant-play batches on the same players at once must never deadlock into a 500.
 */
describe.skipIf(!usingRealPostgres)('duels and instant plays on the same accounts (real PostgreSQL)', () => {
  const t = testAppForSuite();

  const player = async () => (await seededPlayer(t.app, 'locks', ['dicing', 'limbo'])).headers;

  const instantPlays = (headers: Record<string, string>, count: number) =>
    Array.from({ length: count }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/limbo' : '/api/dicing',
        headers,
        payload: i % 2 ? { wager: '1', target: 2 } : { wager: '1', multiplier: 2 },
      }),
    );

  it('a duel created while the same player sends six instant plays: no 500, ledger consistent', async () => {
    const statuses: number[] = [];
    const players = await Promise.all(Array.from({ length: 3 }, player));
    for (let round = 0; round < 15; round++) {
      const perPlayer = await Promise.all(
        players.map((headers) =>
          Promise.all([
            t.app.inject({ method: 'POST', url: '/api/duels', headers, payload: { pot: '2' } }),
            ...instantPlays(headers, 6),
          ]),
        ),
      );
      statuses.push(...perPlayer.flat().map((a) => a.statusCode));
      await Promise.all(
        perPlayer.map(([duel], i) =>
          duel?.statusCode === 200
            ? t.app.inject({ method: 'DELETE', url: `/api/duels/${duel.json().id}`, headers: players[i] })
            : null,
        ),
      );
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });

  it('a duel finished while both sides play instant games: no 500, ledger consistent', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const [host, guest] = await Promise.all([player(), player()]);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/duels',
        headers: host,
        payload: { pot: '2' },
      });
      const id = created.json().id;
      await t.app.inject({ method: 'POST', url: `/api/duels/${id}/join`, headers: guest, payload: {} });
      const answers = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/duels/${id}/finish`, headers: guest }),
        ...instantPlays(host, 4),
        ...instantPlays(guest, 4),
      ]);
      statuses.push(...answers.map((a) => a.statusCode));
      expect(answers[0]?.statusCode, answers[0]?.body).toBe(200);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});
