// The game page feature's public face: what other features may use of it.
export { useRecordHouseGame } from './api';
