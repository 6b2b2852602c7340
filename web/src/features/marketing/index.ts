// The marketing feature's public face: what other features may use of it.
export { registrationRef } from './marketing-params';
