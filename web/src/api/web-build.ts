import { WEB_BUILD_META, webBuildSchema } from '@casino/contract';
import { create } from 'zustand';

/** The build this tab runs: the `web-build` meta of the index.html it loaded (none in development). */
export function tabBuild(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${WEB_BUILD_META}"]`)?.getAttribute('content') || null;
}

/** The build the server this tab last heard from serves, as its socket said (on connect, on a deploy). */
export const useServedBuild = create<{ build: string | null }>(() => ({ build: null }));

/** What either socket hears as `web-build`. */
export function heardWebBuild(payload: unknown): void {
  const parsed = webBuildSchema.safeParse(payload);
  if (parsed.success) useServedBuild.setState({ build: parsed.data.build });
}

/**
 * Whether to offer a refresh: both builds are known and differ. During a rolling deploy a tab hears the
 * instance it is connected to, so a tab on an instance still serving its own build is not asked.
 */
export function isOutdated(tab: string | null, served: string | null): boolean {
  return tab !== null && served !== null && tab !== served;
}
