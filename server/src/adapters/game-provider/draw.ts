import { formatAmount, type SandboxRoundOutcome, type SandboxSpin } from '@casino/contract';
import {
  type ProviderGame,
  type RandomInt,
  tableGame,
  videoSlot,
  waysSlot,
  wheel,
  winFor,
} from '@casino/provider-games';

type VideoSlotTable = videoSlot.VideoSlotTable;
type VideoSlotOutcome = videoSlot.VideoSlotOutcome;

/** One round's draw: what the page shows (amounts in coins), and each spin's win in minor units, in the order the wallet is paid. */
export interface RoundDraw {
  outcome: SandboxRoundOutcome;
  wins: bigint[];
}

/** An engine's win (minor units, as a decimal string) as the page shows it, in coins. */
const coins = (minor: string) => formatAmount(BigInt(minor));

/** The smallest stake a game takes: its engine pays in credits of this many minor units (see money.ts). */
export function stakeUnit(game: ProviderGame): number {
  switch (game.engine) {
    case 'video-slot':
      return game.table.lines.length;
    case 'ways-slot':
      return game.table.betCredits;
    case 'table-game':
      return game.table.unit;
    case 'wheel':
      return 1;
  }
}

const STAKE_STEPS = [1n, 2n, 5n, 10n, 25n, 50n, 100n];
/** The smallest stake offered: 0.20 coins, rounded up to the engine's unit. */
const SMALLEST_STAKE = 20n;

/** The stakes the game offers, in minor units: whole units, from 0.20 coins up a hundredfold. */
export function stakeOptions(game: ProviderGame): bigint[] {
  const unit = BigInt(stakeUnit(game));
  const base = ((SMALLEST_STAKE + unit - 1n) / unit) * unit;
  return STAKE_STEPS.map((step) => base * step);
}

/** What a table or wheel round may be placed on; slots bet on their lines or ways. */
export function betOptions(game: ProviderGame): string[] {
  if (game.engine === 'table-game') return [...game.table.bets];
  if (game.engine === 'wheel') return [...wheel.wheelBook(game.table).bets];
  return [];
}

/**
 * A free-spin feature ends with probability one (the table's m < 1, checked by its exact RTP), but a
 * game server must never loop unbounded on a request: far past any realistic feature, it stops.
 */
const MOST_SPINS_IN_A_ROUND = 1_000;

/** Draws one round of `game` for `stake` minor units (on `on`, for a table or wheel). */
export function drawRound(
  game: ProviderGame,
  randomInt: RandomInt,
  stake: bigint,
  on: string | undefined,
): RoundDraw {
  switch (game.engine) {
    case 'video-slot':
      return videoSlotRound(game.table, randomInt, stake);
    case 'ways-slot': {
      const outcome = waysSlot.play(game.table, randomInt, stake);
      const spin: SandboxSpin = {
        window: outcome.window,
        wins: outcome.wins.map((win) => ({
          label: `${win.reels} reels, ${win.ways} ${win.ways === 1 ? 'way' : 'ways'}`,
          symbol: win.symbol,
          cells: outcome.window
            .slice(0, win.reels)
            .flatMap((column, reel) =>
              column.flatMap((symbol, row): [number, number][] =>
                symbol === win.symbol || symbol === game.table.wild ? [[reel, row]] : [],
              ),
            ),
          win: coins(winFor(stake, win.credits, game.table.betCredits)),
        })),
        free: false,
        freeSpinsAwarded: 0,
        multiplier: 1,
        win: coins(outcome.win),
      };
      return { outcome: { kind: 'slot', spins: [spin] }, wins: [BigInt(outcome.win)] };
    }
    case 'table-game':
    case 'wheel': {
      const bet = on ?? betOptions(game)[0] ?? '';
      if (!betOptions(game).includes(bet)) throw new RangeError(`no bet named ${bet}`);
      const bets = [{ on: bet, stake }];
      const outcome =
        game.engine === 'wheel'
          ? wheel.play(game.table, randomInt, bets)
          : tableGame.play(game.table, randomInt, bets);
      return {
        outcome: { kind: 'draw', name: outcome.name, on: bet, win: outcome.win },
        wins: [BigInt(outcome.win)],
      };
    }
  }
}

/** The paid spin, then every free spin it awards (and they award), in one round. */
function videoSlotRound(table: VideoSlotTable, randomInt: RandomInt, stake: bigint): RoundDraw {
  const first = videoSlot.play(table, randomInt, stake);
  const outcomes = [first];
  let state = { remaining: first.freeSpinsAwarded };
  while (state.remaining > 0 && outcomes.length < MOST_SPINS_IN_A_ROUND) {
    const next = videoSlot.playFreeSpin(table, randomInt, stake, state);
    outcomes.push(next.outcome);
    state = next.state;
  }
  return {
    outcome: {
      kind: 'slot',
      spins: outcomes.map((outcome, i) => videoSlotSpin(table, outcome, stake, i > 0)),
    },
    wins: outcomes.map((outcome) => BigInt(outcome.win)),
  };
}

function videoSlotSpin(
  table: VideoSlotTable,
  outcome: VideoSlotOutcome,
  stake: bigint,
  free: boolean,
): SandboxSpin {
  const lines = table.lines.length;
  const wins = outcome.lineWins.map((win) => ({
    label: `line ${win.line + 1}, ${win.count} in a row`,
    symbol: win.symbol,
    cells: (table.lines[win.line] ?? [])
      .slice(0, win.count)
      .map((row, reel): [number, number] => [reel, row]),
    win: coins(winFor(stake, win.credits * outcome.multiplier, lines)),
  }));
  if (outcome.scatterCredits > 0)
    wins.push({
      label: 'scatter',
      symbol: table.scatter,
      cells: outcome.window.flatMap((column, reel) =>
        column.flatMap((symbol, row): [number, number][] => (symbol === table.scatter ? [[reel, row]] : [])),
      ),
      win: coins(winFor(stake, outcome.scatterCredits * outcome.multiplier, lines)),
    });
  return {
    window: outcome.window,
    wins,
    free,
    freeSpinsAwarded: outcome.freeSpinsAwarded,
    multiplier: outcome.multiplier,
    win: coins(outcome.win),
  };
}
