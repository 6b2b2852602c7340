import type { PlayerAccount, TransactionName } from '@casino/contract';

/** The four lists of /transactions/{name}, in tab order, with what each shows when empty. */
export const LISTS: readonly { name: TransactionName; label: string; empty: string }[] = [
  { name: 'purchases', label: 'Purchases', empty: 'Gold Coin bundles you buy show here.' },
  {
    name: 'bonuses',
    label: 'Bonuses',
    empty: 'Your sign-up gift, daily bonus and other free coins show here.',
  },
  { name: 'redemptions', label: 'Redemptions', empty: 'Sweeps Coins you redeem for prizes show here.' },
  { name: 'plays', label: 'Plays', empty: 'Every wager and win on our games shows here.' },
];

/** The spec's empty text of a history list (§2 "Bet history table"). */
export const EMPTY_TEXT = 'Hmm... Nothing to see here.';

export const listOf = (name: string | undefined) => LISTS.find((l) => l.name === name);

/** The player's accounts in their words. */
export const ACCOUNT_LABELS: Record<PlayerAccount, string> = {
  gc: 'Gold Coins',
  sc_unplayed: 'Sweeps Coins · unplayed',
  sc_redeemable: 'Sweeps Coins · redeemable',
};

/** Kinds whose plain reading would mislead; any other reads as itself ("daily_bonus" → "Daily bonus"). */
const KIND_LABELS: Record<string, string> = {
  play: 'Play',
  win: 'Win',
  refund: 'Play refunded',
  signup_bonus: 'Sign-up bonus',
  top_up: 'Top-up',
  vip_bonus: 'VIP bonus',
  tip: 'Chat tip',
  rain: 'Chat rain',
};

/** A ledger kind as a player reads it. */
export function kindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
