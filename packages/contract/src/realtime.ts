import { z } from 'zod';

// The shell's own realtime events, apart from any feature's: the shell hears them from its first page,
// so this file stays small (every contract module the entry imports is in a guest's first download).

/**
 * Spec §4 "ban or kick forces logout": what a player's tabs hear on App.User.{id} just before their
 * sockets are dropped; a ban shows 'Account Disabled', a kick `ERROR_TEXTS.signedOutByStaff`.
 */
export const FORCE_LOGOUT_EVENT = 'force-logout';
export const forceLogoutSchema = z.object({ reason: z.enum(['banned', 'kicked']) });
export type ForceLogout = z.infer<typeof forceLogoutSchema>;

/**
 * Spec §4 "website update prompts refresh": which build of the web app a server serves. Each socket hears
 * it on connect, and every socket hears it again when an instance starts (a deploy), so a tab built from
 * another version offers to refresh. The build id is the `web-build` meta of the built index.html.
 */
export const WEB_BUILD_EVENT = 'web-build';

/** The `<meta name>` the build writes into index.html (web/vite.config.ts) and the server reads. */
export const WEB_BUILD_META = 'web-build';

export const webBuildSchema = z.object({ build: z.string().min(1).max(64) });
export type WebBuild = z.infer<typeof webBuildSchema>;
