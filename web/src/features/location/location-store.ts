import type { LocationCheck, Me } from '@casino/contract';
import { create } from 'zustand';
import { api } from '../../api/client';
import { keys, queryClient } from '../../api/queries';

/** What the last check means for the player: a dialog to show (or the geo-blocked notice), or nothing. */
export type LocationProblem = 'missing' | 'restricted' | 'blocked' | null;

interface LocationState {
  check: LocationCheck | null;
  problem: LocationProblem;
  dismiss(): void;
}

/** The player's latest location check and the dialog it calls for (missing geolocation, Access Restricted). */
export const useLocationStore = create<LocationState>((set) => ({
  check: null,
  problem: null,
  dismiss: () => set({ problem: null }),
}));

/** A check is renewed this long before it goes stale, so a play never meets a stale one. */
const RENEW_BEFORE_MS = 60_000;

let inFlight: Promise<LocationCheck> | null = null;

/**
 * Runs a location check (the browser's location permission stands for the vendor SDK's token) and
 * keeps its answer; one at a time. A device with no location or a failed check opens its dialog; a
 * check in a blocked state opens the geo-blocked notice (`?tab=blocked`, see LocationDialogs).
 */
export function checkLocation(): Promise<LocationCheck> {
  inFlight ??= api<LocationCheck>('/location/check', { method: 'POST', body: {} })
    .then((check) => {
      useLocationStore.setState({ check, problem: problemOf(check) });
      return check;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Before a Sweeps Coins play: a check when there is none, or the last is about to go stale. */
export async function ensureFreshLocation(): Promise<void> {
  const me = queryClient.getQueryData<Me>(keys.me);
  if (me?.game_mode !== 'SC') return;
  const { check } = useLocationStore.getState();
  if (check && new Date(check.fresh_until).getTime() - Date.now() > RENEW_BEFORE_MS) return;
  await checkLocation();
}

/**
 * The state of the player's latest check when its rule is GC-only (a purchase there buys the Gold Coins
 * without the free Sweeps Coins, and grants no SC free spins), else null.
 */
export function useGoldCoinsOnlyState(): string | null {
  return useLocationStore((s) => (s.check?.rule === 'gc_only' ? (s.check.state ?? '') : null));
}

function problemOf(check: LocationCheck): LocationProblem {
  if (!check.supported) return 'missing';
  if (!check.passed || check.fraud.length > 0) return 'restricted';
  return check.rule === 'blocked' ? 'blocked' : null;
}
