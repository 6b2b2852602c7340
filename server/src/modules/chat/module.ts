import { type RoutesModule, routesModule } from '../../http/typed-routes';
import { chatAdminRoutes } from './admin-routes';
import type { ChatPorts } from './ports';
import { chatRoutes } from './routes';

/** The chat module as app.ts composes it: rooms, messages, ignores, reports; staff's moderation and settings. */
export type ChatModule = RoutesModule;

/** Builds the chat module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createChatModule(ports: ChatPorts): ChatModule {
  return routesModule(ports, chatRoutes, chatAdminRoutes);
}
