import type { Balance, Me, SiteConfig } from '@casino/contract';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useLoggedIn, useSession } from './session';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

export const keys = { me: ['me'] as const, siteConfig: ['site-config'] as const };

export function useSiteConfig() {
  return useQuery({
    queryKey: keys.siteConfig,
    queryFn: () => api<SiteConfig>('/site-config'),
    staleTime: 300_000,
  });
}

/**
 * The key of a read whose answer differs for a guest and a player (the lobby's catalog, the bundles): it
 * ends with whether someone is signed in, so signing in or out reads it afresh, never the other's answer.
 */
export const viewerKey = <Key extends readonly unknown[]>(key: Key, signedIn: boolean) =>
  [...key, signedIn] as const;

/** `viewerKey` for the session as it is now, read again when the player signs in or out. */
export function useViewerKey<Key extends readonly unknown[]>(key: Key) {
  return viewerKey(key, useLoggedIn());
}

/** The signed-in player; disabled for guests. */
export function useMe() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: keys.me, queryFn: () => api<Me>('/user'), enabled: token !== null });
}

/** A fresh balance (from a play, the private channel or a coin switch) replaces the cached one at once. */
export function applyBalance(balance: Balance): void {
  queryClient.setQueryData<Me>(keys.me, (me) => (me ? { ...me, balance, game_mode: balance.game_mode } : me));
}

export function applyMe(me: Me): void {
  queryClient.setQueryData(keys.me, me);
}
