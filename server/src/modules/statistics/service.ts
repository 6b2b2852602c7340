import {
  COINS,
  type Coin,
  type CoinStatistics,
  formatAmount,
  NOTABLE_PLAYS,
  type NotablePlay,
  type PlayerStatistics,
  STATISTICS_DAYS,
} from '@casino/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { houseGame, shownMultiplier } from '../games';
import {
  catalogTitles,
  daySums,
  gameSums,
  type NotableBet,
  notableBets,
  playerNamed,
  usernameOf,
} from './repository';

/** What the lobby calls a bet's game: a house game's name, a provider title's catalog title. */
async function gameNames(db: Database, games: Iterable<string>): Promise<(game: string) => string> {
  const unique = [...new Set(games)];
  const titles = await catalogTitles(
    db,
    unique.filter((game) => !houseGame(game)),
  );
  return (game) => houseGame(game)?.name ?? titles.get(game) ?? game;
}

function notable(bet: NotableBet, nameOf: (game: string) => string): NotablePlay {
  return {
    id: bet.id.toString(),
    game: bet.game,
    name: nameOf(bet.game),
    wager: formatAmount(bet.wager),
    payout: formatAmount(bet.payout),
    profit: formatAmount(bet.payout - bet.wager),
    multiplier: shownMultiplier(bet.wager, bet.payout),
    timestamp: bet.settledAt.toISOString(),
  };
}

/** A player's statistics in each coin (never summed across coins), read from the statistics tables. */
async function statisticsOf(db: Database, userId: bigint): Promise<Record<Coin, CoinStatistics>> {
  const [games, days, bets] = await Promise.all([
    gameSums(db, userId),
    daySums(db, userId, STATISTICS_DAYS),
    notableBets(db, userId, NOTABLE_PLAYS),
  ]);
  const nameOf = await gameNames(db, [...games.map((g) => g.game), ...bets.map((b) => b.game)]);
  const ofCoin = (coin: Coin): CoinStatistics => {
    const played = games.filter((g) => g.coin === coin).sort((a, b) => Number(b.plays - a.plays));
    const sum = (pick: (g: (typeof played)[number]) => bigint) =>
      played.reduce((total, g) => total + pick(g), 0n);
    const wagered = sum((g) => g.wagered);
    const paidOut = sum((g) => g.paidOut);
    const listed = (kind: NotableBet['kind']) =>
      bets.filter((b) => b.coin === coin && b.kind === kind).map((b) => notable(b, nameOf));
    return {
      plays: Number(sum((g) => g.plays)),
      wagered: formatAmount(wagered),
      paidOut: formatAmount(paidOut),
      profit: formatAmount(paidOut - wagered),
      games: played.map((g) => ({
        game: g.game,
        name: nameOf(g.game),
        plays: Number(g.plays),
        wagered: formatAmount(g.wagered),
        paidOut: formatAmount(g.paidOut),
        profit: formatAmount(g.paidOut - g.wagered),
      })),
      biggestWins: listed('win'),
      biggestMultipliers: listed('multiplier'),
      days: days
        .filter((d) => d.coin === coin)
        .map((d) => ({
          day: d.day,
          plays: Number(d.plays),
          wagered: formatAmount(d.wagered),
          profit: formatAmount(d.paidOut - d.wagered),
        })),
    };
  };
  return Object.fromEntries(COINS.map((coin) => [coin, ofCoin(coin)])) as Record<Coin, CoinStatistics>;
}

/** The signed-in player's own statistics: shown to them even in private mode. */
export async function ownStatistics(db: Database, userId: bigint): Promise<PlayerStatistics> {
  const [username, coins] = await Promise.all([usernameOf(db, userId), statisticsOf(db, userId)]);
  return { hidden: false, username, own: true, coins };
}

/**
 * Another player's public statistics, by username; only that they are hidden when they play in private
 * mode (spec §6: private-mode players are hidden except to themselves). `viewer` is the caller, if signed in.
 */
export async function publicStatistics(
  db: Database,
  username: string,
  viewer: bigint | null,
): Promise<PlayerStatistics> {
  const player = await playerNamed(db, username);
  if (!player) throw new AppError('NOT_FOUND', 'User not found.');
  if (player.id === viewer) return ownStatistics(db, player.id);
  if (player.privateMode) return { hidden: true, username: player.username };
  return { hidden: false, username: player.username, own: false, coins: await statisticsOf(db, player.id) };
}
