// The identity feature's public face: what the shell and the settings page use of it.
export { IdentityOverlays } from './IdentityOverlays';
// The spec §5 identity form, also asked by the bank-transfer form (the ACH vendor's payee), filled
// with what the product already knows.
export { useKnownIdentity } from './known-identity';
export { IdentityFormStep } from './sandbox/IdentityFormStep';
export { VerificationBanner } from './VerificationBanner';
export { VerificationButton } from './VerificationButton';
export { VerificationSettings } from './VerificationSettings';
