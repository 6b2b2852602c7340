import type { Balance, Coin } from '@casino/contract';
import * as Popover from '@radix-ui/react-popover';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { api } from '../api/client';
import { applyBalance } from '../api/queries';
import { checkLocation } from '../features/location';
import { heldPayout, useHeldPlays } from '../house-games/held-plays';
import { shortAmount } from '../lib/amounts';
import { formatCoins } from '../lib/format';
import { CoinIcon } from '../ui/CoinIcon';
import { PopoverPanel } from '../ui/PopoverPanel';
import { toast } from '../ui/toast';

/** The header balance: the coin being played, a GC/SC switch, and the SC split in the dropdown. */
export function BalancePill({ balance }: { balance: Balance }) {
  // Payouts of plays still animating are kept back until the game shows them (house-games/held-plays.ts).
  useHeldPlays();
  const held = heldPayout(balance.game_mode);
  const shown = held > 0 ? (Number(balance.balance) - held).toFixed(2) : balance.balance;
  const switchCoin = useMutation({
    // Sweeps Coins are played only where a location check allows it: one runs as the player switches.
    mutationFn: async (game_mode: Coin) => {
      const balance = await api<Balance>('/user/balance', { method: 'POST', body: { game_mode } });
      if (game_mode === 'SC') await checkLocation().catch(() => undefined);
      return balance;
    },
    onSuccess: applyBalance,
    onError: (error) => toast.error('Uh-oh', error.message),
  });

  return (
    <div className="flex items-center rounded-lg border border-line bg-surface-2">
      <Popover.Root>
        <Popover.Trigger
          data-testid="header-balance"
          data-amount={shown}
          aria-label={`Balance: ${formatCoins(shown)} ${balance.game_mode}`}
          className="flex h-10 items-center gap-2 rounded-l-lg pr-2 pl-3 hover:bg-line/50"
        >
          <CoinIcon coin={balance.game_mode} />
          <span className={clsx('tabular font-bold', balance.game_mode === 'GC' ? 'text-gc' : 'text-sc')}>
            <HeaderAmount amount={shown} />
          </span>
          {/* Below 400 px the header has no room for it (360 px phones are common): the pill opens all the same. */}
          <ChevronDown size={14} className="hidden text-text-muted min-[400px]:block" />
        </Popover.Trigger>
        <PopoverPanel className="w-72 p-4">
          <p className="mb-3 text-xs font-semibold tracking-wide text-text-muted uppercase">Your coins</p>
          <Row coin="GC" label="Gold Coins" amount={balance.gc} />
          <Row coin="SC" label="Sweeps Coins" amount={balance.sc.total} />
          <div className="mt-1 ml-8 flex flex-col gap-1 border-l border-line pl-3 text-xs text-text-muted">
            <span className="flex justify-between">
              Unplayed <span className="tabular">{formatCoins(balance.sc.unplayed)}</span>
            </span>
            <span className="flex justify-between">
              Redeemable <span className="tabular text-sc">{formatCoins(balance.sc.redeemable)}</span>
            </span>
          </div>
          <p className="mt-3 text-xs text-text-muted">
            Sweeps Coins arrive unplayed; play them once and your winnings become redeemable for prizes.
          </p>
        </PopoverPanel>
      </Popover.Root>
      <fieldset
        aria-label="Coin to play with"
        data-testid="coin-switch"
        className="flex gap-0.5 border-l border-line p-1"
      >
        {(['GC', 'SC'] as const).map((coin) => (
          <button
            key={coin}
            type="button"
            aria-pressed={balance.game_mode === coin}
            disabled={switchCoin.isPending}
            onClick={() => balance.game_mode !== coin && switchCoin.mutate(coin)}
            className={clsx(
              'h-8 rounded-md px-2 text-xs font-bold transition-colors',
              balance.game_mode === coin
                ? coin === 'GC'
                  ? 'bg-gc text-surface-0'
                  : 'bg-sc text-surface-0'
                : 'text-text-muted hover:text-text',
            )}
          >
            {coin}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * From this amount up, a phone's header shows the spec's abbreviation (§9 "Amount display": 109.8K,
 * 1.234M): at 375 px the header holds "99,999.99" beside the coin switch, the wallet, the bell and the
 * avatar, and a longer one pushed the last two off the screen, which then scrolled sideways. The exact
 * amount is in the dropdown, in the button's name and, from the spec's 768 px breakpoint, in the header.
 */
const ABBREVIATED_ON_PHONES_FROM = 100_000;

function HeaderAmount({ amount }: { amount: string }) {
  if (Math.abs(Number(amount)) < ABBREVIATED_ON_PHONES_FROM) return <>{formatCoins(amount)}</>;
  return (
    <>
      <span className="max-md:hidden">{formatCoins(amount)}</span>
      <span className="md:hidden">{shortAmount(amount)}</span>
    </>
  );
}

function Row({ coin, label, amount }: { coin: Coin; label: string; amount: string }) {
  return (
    <div className="flex items-center justify-between py-1">
      <span className="flex items-center gap-2 text-sm">
        <CoinIcon coin={coin} size={20} /> {label}
      </span>
      <span className={clsx('tabular font-semibold', coin === 'GC' ? 'text-gc' : 'text-sc')}>
        {formatCoins(amount)}
      </span>
    </div>
  );
}
