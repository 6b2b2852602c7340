/** Third-party games' public face: the module's factory, its ports, and the launch port a game server implements. */

/** The job granting free rounds, for a test to run against a game server that answers when it says. */
export { freeRoundsJobHandler } from './free-rounds/grant-job';
export { configuredWalletKeys, type WalletKeys } from './keys';
export {
  type FreeRoundsCancel,
  type FreeRoundsGrant,
  FreeRoundsRefused,
  type GameLaunch,
  type GameServer,
} from './launch/game-server';
export { gameServersByProtocol } from './launch/game-servers';
export { noGameServer } from './launch/no-game-server';
export { createProvidersModule, type ProvidersModule } from './module';
export type { ProvidersPorts } from './ports';
