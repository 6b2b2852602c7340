import type { BetDetail, BetHistoryRow } from '@casino/contract';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';
import { toast } from '../../ui/toast';
import { gameKeys } from '../games/api';
import { duelHref, rowTarget } from './links';

/**
 * Opens a history row: a house game's play on its page; a duel in the duel modal over the current
 * page, once the play has told which duel it was.
 */
export function useOpenRow() {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    can: (row: BetHistoryRow) => rowTarget(row) !== null,
    run: async (row: BetHistoryRow) => {
      const target = rowTarget(row);
      if (!target) return;
      if (target.kind === 'page') return navigate(target.to);
      try {
        const bet = await queryClient.fetchQuery({
          queryKey: gameKeys.bet(target.betId),
          queryFn: () => api<BetDetail>(`/bets/${target.betId}`),
        });
        const duelId = bet.verification?.duel_id;
        if (typeof duelId === 'string') navigate(duelHref(location.pathname, location.search, duelId));
      } catch (error) {
        toast.error('Uh-oh', error instanceof Error ? error.message : String(error));
      }
    },
  };
}
