import type { Coin } from '@casino/contract';
import { useSyncExternalStore } from 'react';

/**
 * Results the player has not seen land yet. A play's answer arrives before its animation ends (the
 * ball still falling, the reels still turning); showing the new balance or the history row then would
 * give the result away. The wager leaves the header at once, but each held play's payout is kept out
 * of the shown balance, and its row out of the player's history, until the screen reveals it when the
 * animation ends. A screen that goes away reveals what it held; a safety timer reveals anything left.
 */
interface Held {
  coin: Coin;
  payout: number;
  timer: ReturnType<typeof setTimeout>;
}

/** Longer than any game's animation: a result is never hidden for longer than this. */
const LONGEST_ANIMATION_MS = 12_000;

const held = new Map<string, Held>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Hides the play's payout and history row until `revealPlay(id)` or the safety timer. */
export function holdPlay(id: string, coin: Coin, payout: string): void {
  if (held.has(id)) return;
  const timer = setTimeout(() => revealPlay(id), LONGEST_ANIMATION_MS);
  held.set(id, { coin, payout: Number(payout) || 0, timer });
  changed();
}

export function revealPlay(id: string): void {
  const entry = held.get(id);
  if (!entry) return;
  clearTimeout(entry.timer);
  held.delete(id);
  changed();
}

/** Reveals every held play: the screen showing them is going away. */
export function revealAll(): void {
  if (held.size === 0) return;
  for (const entry of held.values()) clearTimeout(entry.timer);
  held.clear();
  changed();
}

/** The sum of held payouts in a coin: what the header keeps back from the server's balance. */
export function heldPayout(coin: Coin): number {
  let sum = 0;
  for (const entry of held.values()) if (entry.coin === coin) sum += entry.payout;
  return sum;
}

export const isHeld = (id: string) => held.has(id);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders when a play is held or revealed; returns a number that changes each time. */
export function useHeldPlays(): number {
  return useSyncExternalStore(subscribe, () => version);
}
