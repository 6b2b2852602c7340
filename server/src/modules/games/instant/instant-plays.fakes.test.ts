import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/errors';
import type { Ledger } from '../../../ledger/ledger';
import type { PlayPostings, PostedPlay, PostedPlayStatus } from '../../../ledger/play-postings';
import { DEFAULT_HOUSE_EDGES } from '../house-edges';
import { PlayPolicy } from '../policy/play-policy';
import type { PlayEligibility } from '../ports';
import type { SeedBook } from '../seeds/seeds';
import type { PlaySettlements } from '../settlement/play-settlements';
import { INSTANT_GAMES, type InstantGame } from './games';
import { InstantPlays } from './instant-plays';

// The fast tier: InstantPlays against fakes of the ledger's batch, the seed book and the settlement door, no database.
const policy = PlayPolicy.fromConfig({ PLAY_LIMITS_GC: '0.01,100,1000', PLAY_LIMITS_SC: '0.01,10,100' });
const pair = { id: 1n, serverSeed: 'a'.repeat(64), serverSeedHash: 'h', clientSeed: 'seed', nonce: 0 };
const session = { sessionId: '00000000-0000-0000-0000-000000000000', userId: 7n };
const dice = INSTANT_GAMES.find((g) => g.game === 'dicing') as InstantGame<unknown>;
const params = dice.schema.parse({ wager: '1.00', multiplier: 2 });

function instantPlays(answers: Partial<PostedPlay>[]) {
  const announced: boolean[] = [];
  const postings = {
    post: async () => ({ o_coin: null, o_bet: null, o_high_roller: null, ...answers.shift() }) as PostedPlay,
  } as unknown as PlayPostings;
  const ledger = {
    playerAccountIds: async () => [1n, 2n, 3n] as const,
    houseAccountFor: () => 9n,
  } as unknown as Ledger;
  const seeds = {
    exclusive: <T>(_u: bigint, _g: string, work: () => Promise<T>) => work(),
    active: async () => pair,
    forPlay: async () => pair,
    load: async () => pair,
    advance: () => undefined,
    forget: () => undefined,
  } as unknown as SeedBook;
  const settlements = {
    committed: (_bet: unknown, highRoller: boolean) => announced.push(highRoller),
  } as unknown as PlaySettlements;
  const plays = new InstantPlays(
    {
      db: {} as Database,
      ledger,
      seeds,
      settlements,
      policy,
      edges: DEFAULT_HOUSE_EDGES,
      eligibility: {} as PlayEligibility,
    },
    postings,
  );
  return { play: () => plays.play(dice, session, params, 'key'), announced };
}

const settled: Partial<PostedPlay> = {
  o_status: 'ok',
  o_coin: 'GC',
  o_bet: 11n,
  o_username: 'ann',
  o_private: false,
  o_balance: 500n,
  o_settled_at: new Date(0),
  o_high_roller: true,
};

describe('InstantPlays with fakes', () => {
  it('answers a settled play and announces it with the high-roller flag the ledger decided', async () => {
    const { play, announced } = instantPlays([settled]);
    const result = await play();
    expect(result).toMatchObject({ balance: '5.00', game_mode: 'GC', bet: { id: '11', wager: '1.00' } });
    expect(announced).toEqual([true]);
  });

  it.each<[PostedPlayStatus, string, string]>([
    ['unauthenticated', 'UNAUTHENTICATED', 'Unauthenticated.'],
    ['banned', 'BANNED', 'banned'],
    ['insufficient', 'INSUFFICIENT_FUNDS', 'Insufficient balance.'],
    ['below_min', 'VALIDATION_FAILED', 'The minimum play is 0.01 SC.'],
    ['above_max', 'VALIDATION_FAILED', 'The maximum play is 10.00 SC.'],
  ])('maps the refusal %s to %s', async (status, code, message) => {
    const { play, announced } = instantPlays([{ o_status: status, o_coin: 'SC' }]);
    const error = await play().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, message });
    expect(announced).toEqual([]);
  });

  it.each<PostedPlayStatus>(['stale_seed', 'coin_changed'])(
    'settles again on %s, and gives up with a conflict after three',
    async (status) => {
      expect(await instantPlays([{ o_status: status }, settled]).play()).toMatchObject({
        balance: '5.00',
      });
      const changed = instantPlays([{ o_status: status }, { o_status: status }, { o_status: status }]);
      await expect(changed.play()).rejects.toMatchObject({ code: 'CONFLICT' });
    },
  );

  it('refuses, never settles, a status it does not know', async () => {
    const { play } = instantPlays([{ o_status: 'odd' as PostedPlayStatus }]);
    await expect(play()).rejects.toThrow('ledger_post_plays: unknown status odd');
  });
});
