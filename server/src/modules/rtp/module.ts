import type { Api } from '../../http/typed-routes';
import type { Sweep } from '../../jobs';
import { houseEdges, type PlaySettledListener } from '../games';
import { measuredRounds } from './measured-rounds';
import type { RtpPorts } from './ports';
import { rtpRoutes } from './routes';
import { RtpService } from './rtp-service';

/** The measured-RTP module as app.ts composes it. */
export interface RtpModule {
  /** GET /api/rtp and /api/rtp/{gameId}: public. */
  routes(app: Api): void;
  /** Counts each settled play in memory (subscribed through the games module's `playSettled`). */
  playSettled: PlaySettledListener;
  /** This instance's flush of its counts, and the reconcile from `bets`. */
  sweeps(): Sweep[];
  /** Writes what this instance has counted (the last flush, at shutdown). */
  flush(): Promise<void>;
}

/** Builds the RTP module on the ports it declares. */
export function createRtpModule(ports: RtpPorts): RtpModule {
  const rounds = measuredRounds(ports.db);
  const service = new RtpService(ports.db, houseEdges(ports.config));
  return {
    routes: (app) => rtpRoutes(app, service),
    playSettled: rounds.playSettled,
    sweeps: () => rounds.sweeps(),
    flush: () => rounds.flush(),
  };
}
