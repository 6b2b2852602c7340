import {
  formatAmount,
  JACKPOT_TIERS,
  jackpotAmountsSchema,
  jackpotContributorsSchema,
  jackpotsQuerySchema,
} from '@casino/contract';
import type { Database } from '../../db/database';
import type { Api } from '../../http/typed-routes';
import type { LobbyJackpots } from './pool-amounts';
import { contributingGames, poolSeeds } from './pools-repository';
import {
  JACKPOT_MIN_WAGER,
  JACKPOT_SHARE_BASIS_POINTS,
  TIER_ODDS_PER_COIN,
  TIER_SPLIT_PERCENT,
} from './rules';

/** The pools for the lobby (spec §2, §4) and the contributing games with the rules (`tab=freebies`). */
export function jackpotRoutes(app: Api, db: Database, lobby: LobbyJackpots): void {
  app.get(
    '/api/jackpots',
    { schema: { querystring: jackpotsQuerySchema, response: { 200: jackpotAmountsSchema } } },
    async (request) => lobby.amounts(request.query.coin),
  );

  app.get(
    '/api/freebies/jackpotcontributors',
    { schema: { querystring: jackpotsQuerySchema, response: { 200: jackpotContributorsSchema } } },
    async (request) => {
      const [games, pools] = await Promise.all([contributingGames(db), poolSeeds(db, request.query.coin)]);
      const seeds = new Map(pools.map((p) => [p.tier, p.seed]));
      return {
        // Basis points read as a percent with two decimals, as an amount reads minor units.
        share_percent: formatAmount(JACKPOT_SHARE_BASIS_POINTS),
        min_wager: formatAmount(JACKPOT_MIN_WAGER),
        tiers: JACKPOT_TIERS.map((tier) => ({
          label: tier,
          split_percent: Number(TIER_SPLIT_PERCENT[tier]),
          odds_per_coin: Number(TIER_ODDS_PER_COIN[tier]),
          seed: formatAmount(seeds.get(tier) ?? 0n),
        })),
        games,
      };
    },
  );
}
