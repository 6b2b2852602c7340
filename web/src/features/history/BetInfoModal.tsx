import { Link } from 'react-router';
import { useTab } from '../../navigation/use-tab';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { useBet } from './api';
import { BetByline, BetFigures } from './BetSummary';
import { rowTarget } from './links';

const NOT_FOUND = 'This play could not be found.';

/**
 * `?tab=history&betId=` on any page (spec §2 "bet info"): one settled play's game, player, time and
 * figures, with the way to its full page when its game has one.
 */
export default function BetInfoModal() {
  const { params, close } = useTab(['betId']);
  const betId = params.get('betId');
  const bet = useBet(betId && /^\d{1,18}$/.test(betId) ? betId : undefined);
  const target = bet.data ? rowTarget(bet.data) : null;
  return (
    <Modal
      open
      onClose={close}
      width="md"
      title={bet.data ? `${bet.data.game_name} #${bet.data.id}` : 'Bet info'}
    >
      <div className="flex flex-col gap-4" data-testid="bet-info">
        {bet.isLoading ? (
          <Skeleton className="h-28 w-full" />
        ) : bet.data ? (
          <>
            <BetByline bet={bet.data} />
            <BetFigures bet={bet.data} />
            {target?.kind === 'page' && (
              <Link to={target.to} className="w-fit text-sm font-semibold text-accent hover:underline">
                Outcome and fairness details
              </Link>
            )}
          </>
        ) : (
          <p className="text-text-muted">{bet.error?.message ?? NOT_FOUND}</p>
        )}
      </div>
    </Modal>
  );
}
