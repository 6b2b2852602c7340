import type { TheoreticalRtp } from '@casino/contract';
import {
  type CatalogTitle,
  engineFor,
  type Fraction,
  type ProviderGame,
  tableGame,
  toNumber,
  videoSlot,
  waysSlot,
  wheel,
} from '@casino/provider-games';
import { round4 } from './house-rtp';

/** Each bet type's exact return: one entry for a slot (its bet is the spin), one per bet for a book. */
function exactReturns(game: ProviderGame): Record<string, Fraction> {
  switch (game.engine) {
    case 'video-slot':
      return { spin: videoSlot.rtp(game.table) };
    case 'ways-slot':
      return { spin: waysSlot.rtp(game.table) };
    case 'table-game':
      return tableGame.rtp(game.table);
    case 'wheel':
      return wheel.rtp(game.table);
  }
}

/**
 * Computing a slot's exact return walks its strips; 1,225 titles share eight tables, so each table's is
 * computed once per process.
 */
const byTable = new Map<object, Record<string, Fraction>>();

function returnsOf(game: ProviderGame): Record<string, Fraction> {
  let returns = byTable.get(game.table);
  if (!returns) {
    returns = exactReturns(game);
    byTable.set(game.table, returns);
  }
  return returns;
}

const same = (a: Fraction, b: Fraction) => a.num === b.num && a.den === b.den;

/**
 * A provider title's return: the engine and published table `engineFor` plays it with
 * (@casino/provider-games), whose return is exact. Where the table's bets return differently, the lowest
 * is the headline and the range is given.
 */
export function engineRtp(title: CatalogTitle): TheoreticalRtp {
  const game = engineFor(title);
  const returns = Object.entries(returnsOf(game)).sort(([, a], [, b]) => toNumber(a) - toNumber(b));
  const [lowest, highest] = [returns[0], returns.at(-1)];
  if (!lowest || !highest) throw new Error(`provider engine ${game.engine} has no bets`);
  const varies = !same(lowest[1], highest[1]);
  const described = `The ${game.engine} engine’s ${game.table.variant} table`;
  return {
    rtp: round4(toNumber(lowest[1])),
    range: varies ? { low: round4(toNumber(lowest[1])), high: round4(toNumber(highest[1])) } : null,
    exact: varies ? null : `${lowest[1].num}/${lowest[1].den}`,
    source: 'engine',
    engine: game.engine,
    variant: game.table.variant,
    note: varies
      ? `${described}, computed exactly from its outcome book; it depends on the bet (${returns.map(([bet]) => bet).join(', ')}).`
      : returns.length > 1
        ? `${described}, computed exactly from its outcome book: the same for every bet.`
        : `${described}, computed exactly from its reel strips and paytable.`,
  };
}
