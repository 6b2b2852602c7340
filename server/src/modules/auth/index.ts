/** The auth module's public face: sign-in, sessions and account security. */
export { authRoutes } from './routes';
export { Sessions } from './sessions';
export { TwoFactorSecrets } from './two-factor-secrets';
