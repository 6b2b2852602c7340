// The statistics feature's public face: where other features link to a player's statistics.
export { statisticsLink } from './links';
