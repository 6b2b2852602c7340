import type { Api } from '../../http/typed-routes';
import type { Sweep } from '../../jobs';
import { FlushedTally, type PlaySettledListener } from '../games';
import { addRecent, reconcile } from './counts-repository';
import { PlayerTally } from './player-tally';
import type { StatisticsPorts } from './ports';
import { statisticsRoutes } from './routes';

/** The player statistics module as app.ts composes it. */
export interface StatisticsModule {
  /** GET /api/stats. */
  routes(app: Api): void;
  /** Counts each settled play in memory (subscribed through the games module's `playSettled`). */
  playSettled: PlaySettledListener;
  /** This instance's flush of its counts, and the reconcile from `bets`. */
  sweeps(): Sweep[];
  /** Writes what this instance has counted (the last flush, at shutdown). */
  flush(): Promise<void>;
}

/**
 * Builds the statistics module on the ports it declares. Every settled play (house games and provider
 * rounds alike leave through the settlement door) is counted per player, coin, minute and game in memory,
 * flushed every few seconds and reconciled from `bets` into days (`FlushedTally`): a play's transaction
 * writes nothing here.
 */
export function createStatisticsModule(ports: StatisticsPorts): StatisticsModule {
  const counts = new FlushedTally(new PlayerTally(), {
    name: 'player-statistics',
    write: (minutes) => addRecent(ports.db, minutes),
    reconcile: (options) => reconcile(ports.db, options),
  });
  return {
    routes: (app) => statisticsRoutes(app, ports),
    playSettled: counts.playSettled,
    sweeps: () => counts.sweeps(),
    flush: () => counts.flush(),
  };
}
