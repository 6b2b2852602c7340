import { Crown } from 'lucide-react';
import { useMe } from '../../api/queries';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useClaimVipBonus, useVipBonuses } from './api';
import { BonusPanel } from './BonusPanel';
import { ClaimNotice } from './ClaimNotice';
import { CoinAmounts } from './CoinAmounts';
import { claimBlock } from './claim-block';

/** `/vip-bonus` (spec §2): the VIP bonuses the VIP team awarded the player, each claimed once. */
export default function VipBonusPage() {
  const { data: me } = useMe();
  const vip = useVipBonuses();
  const claim = useClaimVipBonus();
  const block = claimBlock(me, null);
  const bonuses = vip.data?.bonuses ?? [];

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <BonusPanel title="VIP Bonus" intro="Rewards from our VIP team, chosen for you. Claim them here.">
        {vip.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : bonuses.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="vip-empty">
            <div className="grid size-14 place-items-center rounded-full bg-surface-2">
              <Crown className="text-gc" aria-hidden="true" />
            </div>
            <p className="font-semibold">No VIP bonus waiting</p>
            <p className="text-sm text-text-muted">
              When the VIP team awards you one, it appears here at once.
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {bonuses.map((bonus) => (
              <li
                key={bonus.bonus_id}
                className="flex flex-col gap-3 rounded-lg bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="text-sm font-semibold">{bonus.reward_type}</p>
                  <CoinAmounts gc={bonus.gc} sc={bonus.sc} size="lg" />
                </div>
                <Button
                  pending={claim.isPending && claim.variables === bonus.bonus_id}
                  disabled={block !== null || claim.isPending}
                  onClick={() => claim.mutate(bonus.bonus_id)}
                >
                  Claim
                </Button>
              </li>
            ))}
          </ul>
        )}
        {block && <ClaimNotice block={block} />}
      </BonusPanel>
    </div>
  );
}
