// The games feature's public face: what other features may use of it.
export { BetDetailView } from './BetDetailView';
export { cardLabel } from './cards/card-code';
export { GameTile } from './GameTile';
export { OutcomeView } from './outcome/OutcomeView';
