import {
  baccaratPlayOutcomeSchema,
  blackjackPlayOutcomeSchema,
  cloverPlayOutcomeSchema,
  crashPlayOutcomeSchema,
  dicePlayOutcomeSchema,
  duelPlayOutcomeSchema,
  kenoPlayOutcomeSchema,
  limboPlayOutcomeSchema,
  minesPlayOutcomeSchema,
  plinkoPlayOutcomeSchema,
  roulettePlayOutcomeSchema,
  slotsPlayOutcomeSchema,
  towerPlayOutcomeSchema,
  warPlayOutcomeSchema,
} from '@casino/contract';
import { duel } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blackjackPlay } from './blackjack/play';
import { HOUSE_GAMES } from './catalog';
import { cloverCrossPlay } from './clovercross/play';
import { DEFAULT_HOUSE_EDGES } from './house-edges';
import { INSTANT_GAMES } from './instant/games';
import { minesPlay } from './mines/play';
import type { StepPlay } from './step/step-game';
import { towerPlay } from './tower/play';

// The contract's outcome schemas (what bet detail and the outcome views read) against the outcomes this
// server's own code settles, a few nonces each so both wins and losses come up.
const NONCES = [0, 1, 2, 3, 4, 5, 6, 7];
const seedsAt = (nonce: number) => ({ serverSeed: 'b'.repeat(64), clientSeed: 'outcomes', nonce });

function instantOutcome(name: string, body: unknown, nonce: number): unknown {
  const game = INSTANT_GAMES.find((g) => g.game === name);
  if (!game) throw new Error(`no instant game ${name}`);
  const params = game.schema.parse(body);
  return game.settle(seedsAt(nonce), params, game.wager(params), DEFAULT_HOUSE_EDGES).outcome;
}

/** Plays a step game to its end, always making `move`, and answers the view the bet row stores. */
function finishedOutcome<State, Start, Move>(
  game: StepPlay<State, Start, Move, typeof DEFAULT_HOUSE_EDGES>,
  start: unknown,
  move: (state: State) => unknown,
  nonce: number,
): unknown {
  const seeds = seedsAt(nonce);
  const begun = game.startSchema.parse(start);
  let step = game.start(begun, seeds, begun.wager, DEFAULT_HOUSE_EDGES);
  while (step.payout === undefined)
    step = game.move(
      step.state,
      game.moveSchema.parse(move(step.state)),
      seeds,
      begun.wager,
      DEFAULT_HOUSE_EDGES,
    );
  return game.view(step.state, seeds, true, begun.wager, DEFAULT_HOUSE_EDGES);
}

const CASES: { game: string; schema: z.ZodType; outcome: (nonce: number) => unknown; malformed: unknown }[] =
  [
    {
      game: 'dicing',
      schema: dicePlayOutcomeSchema,
      outcome: (n) => instantOutcome('dicing', { wager: '1', multiplier: 2, over: false }, n),
      malformed: { roll: '41.85', over: true, multiplier: 2, chance: 45, target: 55, win: false },
    },
    {
      game: 'limbo',
      schema: limboPlayOutcomeSchema,
      outcome: (n) => instantOutcome('limbo', { wager: '1', target: 2 }, n),
      malformed: { result: 1.5, target: 2 },
    },
    {
      game: 'plinko',
      schema: plinkoPlayOutcomeSchema,
      outcome: (n) => instantOutcome('plinko', { wager: '1', rows: 12, risk: 'high' }, n),
      malformed: { path: [0, 1], bucket: 1, multiplier: 1.1, rows: 12, risk: 'extreme' },
    },
    {
      game: 'keno',
      schema: kenoPlayOutcomeSchema,
      outcome: (n) => instantOutcome('keno', { wager: '1', squares: [1, 5, 9, 13, 40], risk: 'low' }, n),
      malformed: { drawn: [1, 2], hits: [], multiplier: 0, risk: 'low' },
    },
    {
      game: 'roulette',
      schema: roulettePlayOutcomeSchema,
      outcome: (n) => instantOutcome('roulette', { bets: { bet_0: 1, bet_47: 2 }, bpc: '1' }, n),
      malformed: { pocket: 3, colour: 'blue', chips: [] },
    },
    {
      game: 'baccarat',
      schema: baccaratPlayOutcomeSchema,
      outcome: (n) => instantOutcome('baccarat', { player: '1', tie: '0.50' }, n),
      malformed: { cards: [], player: [], banker: [], playerTotal: 0, bankerTotal: 0, winner: 'tie' },
    },
    {
      game: 'war',
      schema: warPlayOutcomeSchema,
      outcome: (n) => instantOutcome('war', { wager: '1' }, n),
      malformed: { rounds: [{ player: 'AS' }], winner: 'player' },
    },
    {
      game: 'slots',
      schema: slotsPlayOutcomeSchema,
      outcome: (n) => instantOutcome('slots', { wager: '1' }, n),
      malformed: { stops: [1, 2, 3], reels: [['joker']], line: ['joker'], multiplier: 0 },
    },
    {
      game: 'mines',
      schema: minesPlayOutcomeSchema,
      outcome: (n) =>
        finishedOutcome(
          minesPlay,
          { wager: '1', mines: 5 },
          (s) =>
            s.revealed.length === 3 ? { action: 'cashout' } : { action: 'reveal', tile: s.revealed.length },
          n,
        ),
      // A game still in play: the mines are not on it yet.
      malformed: { mines: 5, revealed: [0], hit: null, multiplier: 1.2, next_multiplier: 1.5 },
    },
    {
      game: 'tower',
      schema: towerPlayOutcomeSchema,
      outcome: (n) =>
        finishedOutcome(
          towerPlay,
          { wager: '1', difficulty: 'hard' },
          () => ({ action: 'step', tile: 0 }),
          n,
        ),
      malformed: {
        difficulty: 'impossible',
        picks: [],
        lost: false,
        multiplier: 1,
        next_multiplier: 2,
        levels: [],
      },
    },
    {
      game: 'clovercross',
      schema: cloverPlayOutcomeSchema,
      outcome: (n) =>
        finishedOutcome(cloverCrossPlay, { wager: '1', difficulty: 'daring' }, () => ({ action: 'step' }), n),
      malformed: { difficulty: 'easy', crossed: 2, lost: false, multiplier: 1, next_multiplier: 1.1 },
    },
    {
      game: 'blackjack',
      schema: blackjackPlayOutcomeSchema,
      outcome: (n) =>
        finishedOutcome(
          blackjackPlay,
          { wager: '1' },
          (s) => ({ action: s.phase === 'insurance' ? 'no_insurance' : 'stand' }),
          n,
        ),
      // A game still in play: the hole card hidden, nothing returned yet.
      malformed: {
        cursor: 4,
        dealer: ['KS'],
        hands: [],
        active: 0,
        phase: 'player',
        insurance: 0,
        returns: null,
      },
    },
    {
      game: 'crash',
      schema: crashPlayOutcomeSchema,
      // What crash-bets.ts writes (typed there by the same schema): riding at the crash, and cashed out.
      outcome: (n) =>
        n % 2
          ? { round_id: String(n), crash_point: 1.5, cashout: null }
          : { round_id: String(n), cashout: 2 },
      malformed: { round_id: '1', cashout: '2.00' },
    },
    {
      game: 'duels',
      schema: duelPlayOutcomeSchema,
      // What duels.ts writes for each side (typed there by the same schema).
      outcome: (n) => ({
        duel_id: String(n),
        side: n % 2 ? 'host' : 'guest',
        ...duel(`host ${n}`, `guest ${n}`),
      }),
      malformed: { duel_id: '1', side: 'host', ...duel('host', 'guest'), winner: 'nobody' },
    },
  ];

describe('house game outcomes against their contract schemas', () => {
  it.each(CASES)('$game: every settled outcome has the shape, unchanged', ({ schema, outcome }) => {
    for (const nonce of NONCES) {
      const settled = JSON.parse(JSON.stringify(outcome(nonce)));
      expect(schema.parse(settled)).toEqual(settled);
    }
  });

  it.each(CASES)('$game: a malformed outcome is refused', ({ schema, malformed }) => {
    expect(schema.safeParse(malformed).success).toBe(false);
  });

  it('covers every house game', () => {
    expect(CASES.map((c) => c.game).sort()).toEqual(HOUSE_GAMES.map((g) => g.api).sort());
  });
});
