import type { JackpotAmounts } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { useMe } from '../../api/queries';
import { formatTwoDecimals } from '../../lib/format';
import { CoinIcon } from '../../ui/CoinIcon';
import {
  JACKPOT_DELAY_MS,
  JACKPOT_ROTATE_MS,
  JACKPOT_ROTATE_NARROW_MS,
  JACKPOT_STEPS,
  JACKPOT_TICK_MS,
  jackpotValue,
  nextTier,
} from './jackpot';

interface JackpotTierAmount {
  tier: string;
  /** Coins as a number: display only, never arithmetic on a balance. */
  amount: number;
}

/** The pools of the coin the player plays in (GC for a guest), as the server holds them. */
export function useJackpots() {
  const coin = useMe().data?.game_mode ?? 'GC';
  return useQuery({
    queryKey: ['jackpots', coin],
    queryFn: () => api<JackpotAmounts>(`/jackpots?coin=${coin}`),
    select: (data) => ({
      coin: data.currency,
      tiers: data.alltiers.map((t): JackpotTierAmount => ({ tier: t.label, amount: Number(t.amount) })),
    }),
    // The pools grow with every jackpot bet: read again each half minute, as the count-up settles.
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
}

/** The tick count of spec §4's count-up: starts after 1 s, then one tick per 100 ms up to 300. */
function useJackpotStep(): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => {
        setStep((s) => {
          if (s + 1 >= JACKPOT_STEPS) clearInterval(interval);
          return s + 1;
        });
      }, JACKPOT_TICK_MS);
    }, JACKPOT_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, []);
  return step;
}

/** The big banner on jackpot lobbies: every tier counting up side by side. */
export function JackpotBanner() {
  const { data } = useJackpots();
  const step = useJackpotStep();
  const tiers = data?.tiers;
  if (!data || !tiers?.length) return null;
  return (
    <section
      aria-label="Jackpots"
      data-testid="jackpot-banner"
      className="grid grid-cols-2 gap-2 rounded-2xl border border-gc/30 bg-gradient-to-br from-[#3a2a08] via-surface-1 to-surface-1 p-3 md:grid-cols-4 md:gap-3 md:p-4"
    >
      {tiers.map((t, i) => (
        <div
          key={t.tier}
          className={clsx(
            'rounded-xl border border-line bg-surface-0/60 px-3 py-2.5',
            i === tiers.length - 1 && 'border-gc/50',
          )}
        >
          {/* Read out as the pool stands, not as the count-up passes through it. */}
          <p className="sr-only" data-testid={`jackpot-${t.tier}`}>
            {t.tier} jackpot {formatTwoDecimals(t.amount)} {data.coin}
          </p>
          <p
            aria-hidden="true"
            className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-gc uppercase"
          >
            <Trophy size={13} /> {t.tier}
          </p>
          <p
            aria-hidden="true"
            className="tabular mt-1 flex items-center gap-1.5 text-base font-extrabold md:text-xl"
          >
            <CoinIcon coin={data.coin} size={16} /> {formatTwoDecimals(jackpotValue(t.amount, step))}
          </p>
        </div>
      ))}
    </section>
  );
}

/** The small counter beside a jackpot slider's title: one tier at a time, rotating at random. */
export function JackpotTicker() {
  const { data } = useJackpots();
  const tiers = data?.tiers;
  const step = useJackpotStep();
  const [shown, setShown] = useState(0);
  const count = tiers?.length ?? 0;
  useEffect(() => {
    const every = window.innerWidth < 768 ? JACKPOT_ROTATE_NARROW_MS : JACKPOT_ROTATE_MS;
    const id = setInterval(() => setShown((s) => nextTier(s, count)), every);
    return () => clearInterval(id);
  }, [count]);
  const tier = tiers?.[shown];
  if (!data || !tier) return null;
  return (
    <span
      data-testid="jackpot-ticker"
      className="tabular flex items-center gap-1.5 rounded-full border border-gc/40 bg-gc/10 px-2.5 py-1 text-xs font-bold text-gc"
    >
      <Trophy size={12} />
      <span className="hidden sm:inline">{tier.tier}</span>
      <CoinIcon coin={data.coin} size={12} /> {formatTwoDecimals(jackpotValue(tier.amount, step))}
    </span>
  );
}
