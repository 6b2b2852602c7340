/** Location checks and the per-state rules: the routes; the gates read the stored checks. */
export { locationRoutes } from './routes';
export { locationCheckCount, locationChecksOf } from './staff-view';
export { StateRules } from './state-rules';
