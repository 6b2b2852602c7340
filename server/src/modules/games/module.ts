import type { Api } from '../../http/typed-routes';
import type { CrashRunner, CrashRunnerHealth } from './crash/crash-runner';
import { CrashReadiness } from './crash/readiness';
import type { GamesPorts } from './ports';
import { gameRoutes } from './routes';
import { PlaySettlements } from './settlement/play-settlements';

/** The house games module as app.ts composes it. */
export interface GamesModule {
  /**
   * Seed pairs, instant plays, step games, crash (its runner too, when enabled), duels, the bet history
   * and its live feeds.
   */
  routes(app: Api): void;
  /**
   * The door every settled play leaves through, for the plays other modules settle (provider rounds):
   * its listeners hear them as they hear a house play.
   */
  settlements: PlaySettlements;
  /** This instance's crash round runner (readiness, metrics); null before `routes` or with CRASH_ENABLED off. */
  crashHealth(): CrashRunnerHealth | null;
  /**
   * Whether crash has taken its part on this instance (`ready` settles, `isReady` turns true): a leader
   * once its hash chain is walked, a standby at once. For a readiness probe.
   */
  crashReadiness: CrashReadiness;
}

/** Builds the house games module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createGamesModule(ports: GamesPorts): GamesModule {
  const settlements = new PlaySettlements(ports.log);
  let crashRunner: CrashRunner | null = null;
  const crashReadiness = new CrashReadiness();
  return {
    routes: (app) => {
      crashRunner = gameRoutes(app, ports, settlements, crashReadiness);
    },
    settlements,
    crashHealth: () => crashRunner?.health() ?? null,
    crashReadiness,
  };
}
