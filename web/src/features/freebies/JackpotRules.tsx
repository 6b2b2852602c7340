import type { JackpotContributors } from '@casino/contract';
import { Trophy } from 'lucide-react';
import { formatCoins, formatWholeCoins } from '../../lib/format';

/** The published jackpot rules: the share of each bet, each pool's part, odds and starting amount. */
export function JackpotRules({ rules }: { rules: JackpotContributors }) {
  return (
    <section aria-label="Jackpot rules" className="flex flex-col gap-3" data-testid="jackpot-rules">
      <p className="text-sm text-text-muted">
        Every bet of {formatCoins(rules.min_wager)} or more in these games adds {rules.share_percent}% of the
        wager to the Minor, Major, Mega and Grand pools of its coin, and may win one of them. A won pool is
        paid whole and starts again from its seed.
      </p>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {rules.tiers.map((tier) => (
          <div key={tier.label} className="rounded-xl border border-line bg-surface-0/60 px-3 py-2 text-xs">
            <p className="flex items-center gap-1.5 font-semibold tracking-wide text-gc uppercase">
              <Trophy size={12} /> {tier.label}
            </p>
            <p className="mt-1 text-text-muted">{tier.split_percent}% of the share</p>
            <p className="text-text-muted">1 in {formatWholeCoins(tier.odds_per_coin)} per coin</p>
            <p className="text-text-muted">starts at {formatCoins(tier.seed)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
