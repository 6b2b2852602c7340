import type { ChatBetCard } from '@casino/contract';
import { Link, useLocation } from 'react-router';
import { formatCoins, formatTwoDecimals } from '../../lib/format';
import { betInfoHref } from '../../navigation/overlay-href';
import { CoinIcon } from '../../ui/CoinIcon';
import { GameBadge, rowTarget } from '../history';

/**
 * A bet shared in chat: its game and figures as they were when shared. It opens the bet's own page, whose
 * fairness section verifies it, or the bet info overlay for games without one.
 */
export function BetCard({ bet }: { bet: ChatBetCard }) {
  const location = useLocation();
  const target = rowTarget({ id: bet.bet_id, game: bet.game });
  const to = target.kind === 'page' ? target.to : betInfoHref(location.pathname, location.search, bet.bet_id);
  const won = Number(bet.payout) > Number(bet.wager);
  return (
    <Link
      to={to}
      data-testid="chat-bet-card"
      className="mt-1 flex flex-col gap-2 rounded-lg border border-line bg-surface-2 p-2.5 text-xs hover:border-accent"
    >
      <GameBadge game={bet.game} name={bet.game_name} />
      <dl className="grid grid-cols-3 gap-2 tabular-nums">
        <div>
          <dt className="text-text-muted">Play</dt>
          <dd className="flex items-center gap-1 font-semibold">
            <CoinIcon coin={bet.coin} size={12} /> {formatCoins(bet.wager)}
          </dd>
        </div>
        <div>
          <dt className="text-text-muted">Multiplier</dt>
          <dd className="font-semibold">{formatTwoDecimals(bet.multiplier)}×</dd>
        </div>
        <div>
          <dt className="text-text-muted">Payout</dt>
          <dd className={won ? 'font-semibold text-win' : 'font-semibold text-text'}>
            {formatCoins(bet.payout)}
          </dd>
        </div>
      </dl>
      <span className="text-[11px] font-semibold text-accent">Open bet and verify</span>
    </Link>
  );
}
