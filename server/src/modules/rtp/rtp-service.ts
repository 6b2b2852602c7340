import {
  COINS,
  type Coin,
  formatAmount,
  type GameRtp,
  type MeasuredRtp,
  RTP_PAGE_SIZE,
  type RtpList,
  type RtpListQuery,
  type TheoreticalRtp,
} from '@casino/contract';
import type { Database } from '../../db/database';
import type { HouseEdges } from '../games';
import { catalogGames } from './catalog-games';
import { ratioEstimate } from './ratio-estimate';
import { betGameOf, type CatalogGame, theoreticalRtp } from './theoretical-rtp';
import { type MeasuredSums, measuredSums } from './totals-repository';

/** One coin's measured return from its sums (none yet: zero rounds). */
function measured(coin: Coin, sums: MeasuredSums | undefined): MeasuredRtp {
  const estimate = sums ? ratioEstimate(sums) : { rtp: null, interval: null };
  return {
    coin,
    rounds: Number(sums?.rounds ?? 0n),
    freeRounds: Number(sums?.freeRounds ?? 0n),
    wagered: formatAmount(sums?.wager ?? 0n),
    paidOut: formatAmount(sums?.payout ?? 0n),
    freePaidOut: formatAmount(sums?.freePayout ?? 0n),
    ...estimate,
  };
}

/** Sums by `${coin} ${bets.game}`. */
const sumsByGame = (sums: readonly MeasuredSums[]) => new Map(sums.map((s) => [`${s.coin} ${s.game}`, s]));

/**
 * The RTP pages' answers: each catalog game's theoretical return (computed once per game and process:
 * tables and edges do not change while it runs) beside its measured sums.
 */
export class RtpService {
  private readonly theoretical = new Map<number, TheoreticalRtp>();

  constructor(
    private readonly db: Database,
    private readonly edges: HouseEdges,
  ) {}

  /** Games by settled rounds (both coins), most first, then by title; `search` on the title. */
  async list(query: RtpListQuery): Promise<RtpList> {
    const [games, sums] = await Promise.all([
      catalogGames(this.db, { search: query.search }),
      measuredSums(this.db),
    ]);
    const byGame = sumsByGame(sums);
    const rows = games.map((game) => this.gameRtp(game, byGame));
    const rounds = (row: GameRtp) => row.measured.GC.rounds + row.measured.SC.rounds;
    rows.sort((a, b) => rounds(b) - rounds(a) || a.title.localeCompare(b.title));
    const page = query.page ?? 1;
    return {
      data: rows.slice((page - 1) * RTP_PAGE_SIZE, page * RTP_PAGE_SIZE),
      page,
      pageSize: RTP_PAGE_SIZE,
      total: rows.length,
    };
  }

  /** One catalog game, or null when there is none with that id. */
  async game(gameId: number): Promise<GameRtp | null> {
    const [game] = await catalogGames(this.db, { id: gameId });
    if (!game) return null;
    return this.gameRtp(game, sumsByGame(await measuredSums(this.db, [betGameOf(game)])));
  }

  private gameRtp(game: CatalogGame, sums: ReadonlyMap<string, MeasuredSums>): GameRtp {
    const betGame = betGameOf(game);
    const [gc, sc] = COINS.map((coin) => measured(coin, sums.get(`${coin} ${betGame}`))) as [
      MeasuredRtp,
      MeasuredRtp,
    ];
    return {
      gameId: game.id,
      title: game.title,
      provider: game.provider,
      providerSlug: game.providerSlug,
      software: game.software as GameRtp['software'],
      identifier: game.identifier,
      theoretical: this.theoreticalOf(game),
      measured: { GC: gc, SC: sc },
    };
  }

  private theoreticalOf(game: CatalogGame): TheoreticalRtp {
    let rtp = this.theoretical.get(game.id);
    if (!rtp) {
      rtp = theoreticalRtp(game, this.edges);
      this.theoretical.set(game.id, rtp);
    }
    return rtp;
  }
}
