/** The back office's public face: its routes, and how an approved adjustment is applied (maker-checker). */
export { applyApprovedAdjustment } from './player-actions/adjustments';
export { adminRoutes } from './routes';
