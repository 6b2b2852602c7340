// The identity feature's public face: what the shell and the settings page use of it.
export { IdentityOverlays } from './IdentityOverlays';
export { VerificationSettings } from './VerificationSettings';
export { VerifyNowOffer } from './VerifyNowOffer';
