// The history feature's public face: what other features may use of it.
export { useBet } from './api';
export { BetHistoryTable } from './BetHistoryTable';
export { BetByline, BetFigures } from './BetSummary';
export { GameBadge } from './GameBadge';
export { rowTarget } from './links';
