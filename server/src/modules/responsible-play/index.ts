/** Breaks, self-exclusion and player limits: the settings routes and the `me` fields they set. */
export { restrictionFields } from './me-fields';
export { responsiblePlayRoutes } from './routes';
