import type { Bundle, BundleReward } from '@casino/contract';
import clsx from 'clsx';
import { ArrowUpCircle, Gift, Sparkles } from 'lucide-react';
import { formatDollars, formatWholeCoins } from '../../lib/format';
import { CoinIcon } from '../../ui/CoinIcon';
import { useGoldCoinsOnlyState } from '../location';
import { BundleArt } from './BundleArt';

interface BundleCardProps {
  bundle: Bundle;
  disabled: boolean;
  onChoose(bundle: Bundle): void;
  /** Horizontal for special discounts and upgrades; vertical in the ladder (spec §2 Purchase cards). */
  layout?: 'vertical' | 'horizontal';
}

/** "+10 free spins on Twisted Meteor (0.20 SC each)": what a Free Spins reward gives. */
export function freeSpinsText(reward: BundleReward): string {
  const each =
    reward.free_spin_value && reward.free_spin_coin
      ? ` (${reward.free_spin_value} ${reward.free_spin_coin} each)`
      : '';
  return `+${reward.num_spins ?? 0} free spins on ${reward.game?.title ?? 'a slot'}${each}`;
}

/**
 * What the bundle gives: its Gold Coins, the free Sweeps Coins, and a promotion's reward. In a GC-only
 * state it shows only what the purchase will credit there: no free SC, no SC free spins.
 */
function Contents({ bundle }: { bundle: Bundle }) {
  const sweepsAwarded = useGoldCoinsOnlyState() === null;
  const upgrade = bundle.reward?.reward_type === 'Bundle Upgrade' ? bundle.reward : null;
  const spins =
    bundle.reward?.reward_type === 'Free Spins' && (sweepsAwarded || bundle.reward.free_spin_coin !== 'SC')
      ? bundle.reward
      : null;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="flex items-center gap-1.5 text-lg font-bold tabular-nums text-gc">
        <CoinIcon coin="GC" size={18} />
        {formatWholeCoins(bundle.gc)} GC
      </span>
      {sweepsAwarded && (
        <span className="flex items-center gap-1.5 text-sm tabular-nums text-sc">
          <CoinIcon coin="SC" size={14} />+{formatWholeCoins(bundle.sc)} SC free
        </span>
      )}
      {upgrade ? (
        <span className="flex items-center gap-1 text-xs text-promo">
          <ArrowUpCircle size={14} /> The {formatDollars(upgrade.price)} bundle's Gold Coins
        </span>
      ) : spins ? (
        <span className="flex items-center gap-1 text-xs text-promo" data-testid="bundle-free-spins">
          <Sparkles size={14} className="shrink-0" />
          {freeSpinsText(spins)}
        </span>
      ) : bundle.reward && bundle.reward.reward_type !== 'Free Spins' ? (
        <ExtraCoins gc={bundle.reward.gc} sc={sweepsAwarded ? bundle.reward.sc : '0'} />
      ) : null}
    </div>
  );
}

/** A promotion's extra coins, each coin only when it gives some: never a "+0 GC" line. */
function ExtraCoins({ gc, sc }: { gc: string; sc: string }) {
  const extras = [
    Number(gc) > 0 && `+${formatWholeCoins(gc)} GC`,
    Number(sc) > 0 && `+${formatWholeCoins(sc)} SC`,
  ].filter(Boolean);
  if (extras.length === 0) return null;
  return (
    <span className="flex items-center gap-1 text-xs text-promo">
      <Gift size={14} /> {extras.join(' ')} bonus
    </span>
  );
}

function Price({ bundle }: { bundle: Bundle }) {
  return (
    <span className="flex items-baseline gap-2 tabular-nums">
      {bundle.discounted && (
        <s className="text-xs text-text-muted">
          <span className="sr-only">was </span>
          {formatDollars(bundle.actual_price)}
        </s>
      )}
      <span className="font-semibold">{formatDollars(bundle.price)}</span>
    </span>
  );
}

/** A bundle to buy: pressing it opens the order summary; a disabled one cannot be chosen (spec §4). */
export function BundleCard({ bundle, disabled, onChoose, layout = 'vertical' }: BundleCardProps) {
  const tag = bundle.gc_discount ?? bundle.tag;
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onChoose(bundle)}
      data-testid={`bundle-${bundle.price}`}
      aria-label={`Buy ${formatWholeCoins(bundle.gc)} Gold Coins for ${formatDollars(bundle.price)}`}
      className={clsx(
        'relative flex h-full w-full gap-3 rounded-[10px] border border-line bg-surface-2 p-3 text-left transition-colors hover:border-accent disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:border-line',
        layout === 'vertical' ? 'flex-col items-center text-center' : 'items-center',
      )}
    >
      {tag && (
        <span className="absolute top-2 right-2 rounded-full bg-promo px-2 py-0.5 text-[11px] font-bold text-surface-0">
          {tag}
        </span>
      )}
      <BundleArt image={bundle.image} size={layout === 'vertical' ? 72 : 56} />
      <div className={clsx('flex flex-1 flex-col gap-2', layout === 'vertical' && 'items-center')}>
        <Contents bundle={bundle} />
        <span className="rounded-lg bg-accent px-3 py-1.5 text-sm text-surface-0">
          <Price bundle={bundle} />
        </span>
      </div>
    </button>
  );
}
