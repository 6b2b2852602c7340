/**
 * The auth module's public face: its factory, and the two pieces app.ts builds before any module
 * (`Sessions`, every module's SessionResolver, and `TwoFactorSecrets`, which also seals other secrets).
 */
export { type AuthModule, createAuthModule } from './module';
export type { AuthPorts } from './ports';
export { secretSealer } from './secret-sealer';
export { Sessions } from './sessions';
export { TwoFactorSecrets } from './two-factor-secrets';
