import type { Coin } from '@casino/contract';
import { useSyncExternalStore } from 'react';

/**
 * Results the player has not seen land yet. A play's answer arrives before its animation ends (the
 * ball still falling, the reels still turning); showing the new balance or the history row then would
 * give the result away. The wager leaves the header at once, but each held play's payout is kept out
 * of the shown balance, and its row out of the player's history, until the screen reveals it when the
 * animation ends. A screen that goes away reveals what it held; a safety timer reveals anything left.
 *
 * On a busy server the play's row can reach the player's channel before the play's HTTP answer. While a
 * play of a game is on its way (`awaitPlay`), the player's new rows of that game are held on arrival
 * (`holdArrivedRow`) without a payout, since the header still shows the balance from before the play;
 * the answer then gives the hold its payout. A row no answer claims (another tab's play, or a request
 * that failed) is revealed as soon as no play of its game is on its way.
 */
interface Held {
  coin: Coin;
  payout: number;
  timer: ReturnType<typeof setTimeout>;
  /** The game of a row held on arrival, until its play's answer claims it. */
  unclaimedIn?: string;
}

/** Longer than any game's animation: a result is never hidden for longer than this. */
const LONGEST_ANIMATION_MS = 12_000;

const held = new Map<string, Held>();
/** Plays on their way, per game. */
const onTheirWay = new Map<string, number>();
/** The latest answered plays: their rows, arriving after the reveal, are not held again. */
const answered = new Set<string>();
const ANSWERS_KEPT = 100;
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Hides the play's payout and history row until `revealPlay(id)` or the safety timer. */
export function holdPlay(id: string, coin: Coin, payout: string): void {
  rememberAnswered(id);
  const entry = held.get(id);
  if (entry && entry.unclaimedIn === undefined) return;
  if (entry) clearTimeout(entry.timer);
  const timer = setTimeout(() => revealPlay(id), LONGEST_ANIMATION_MS);
  held.set(id, { coin, payout: Number(payout) || 0, timer });
  changed();
}

/** A play of `game` is on its way; the returned function says its answer (or its failure) came. */
export function awaitPlay(game: string): () => void {
  onTheirWay.set(game, (onTheirWay.get(game) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (onTheirWay.get(game) ?? 1) - 1;
    if (left > 0) {
      onTheirWay.set(game, left);
      return;
    }
    onTheirWay.delete(game);
    for (const [id, entry] of held) if (entry.unclaimedIn === game) revealPlay(id);
  };
}

/** The player's own row arrived on their channel: held if a play of its game is still on its way. */
export function holdArrivedRow(row: { id: string; game: string; game_mode: Coin }): void {
  if (!onTheirWay.has(row.game) || held.has(row.id) || answered.has(row.id)) return;
  const timer = setTimeout(() => revealPlay(row.id), LONGEST_ANIMATION_MS);
  held.set(row.id, { coin: row.game_mode, payout: 0, timer, unclaimedIn: row.game });
  changed();
}

function rememberAnswered(id: string): void {
  answered.add(id);
  if (answered.size > ANSWERS_KEPT) answered.delete(answered.values().next().value as string);
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
