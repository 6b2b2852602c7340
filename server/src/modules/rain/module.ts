import type { Api } from '../../http/typed-routes';
import type { JobHandlers, Sweep } from '../../jobs';
import { rainAdminRoutes } from './admin-routes';
import { rainJobHandler } from './payout';
import type { RainPorts } from './ports';
import { rainSchedule } from './schedule';
import { applyApprovedRain } from './staff';
import { RAIN_JOB } from './start';

/** The rain module as app.ts composes it. */
export interface RainModule {
  /** Staff start a rain and see the latest ones. */
  adminRoutes(app: Api): void;
  /** The payout of a warned rain (`chat.rain`). */
  jobHandlers(): JobHandlers;
  /** The house's schedule. */
  sweeps(): Sweep[];
  /** Maker-checker's applier of an approved rain (the staff-approvals module's `rain`). */
  applyApprovedRain: ReturnType<typeof applyApprovedRain>;
}

/** Builds the rain module on the ports it declares. */
export function createRainModule(ports: RainPorts): RainModule {
  return {
    adminRoutes: (app) => rainAdminRoutes(app, ports),
    jobHandlers: () => ({ [RAIN_JOB]: rainJobHandler(ports) }),
    sweeps: () => rainSchedule(ports),
    applyApprovedRain: applyApprovedRain(ports),
  };
}
