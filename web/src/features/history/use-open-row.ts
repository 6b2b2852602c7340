import type { BetDetail, BetHistoryRow } from '@casino/contract';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';
import { betInfoHref, duelHref } from '../../navigation/overlay-href';
import { toast } from '../../ui/toast';
import { historyKeys } from './api';
import { rowTarget } from './links';

/**
 * Opens a history row: a house game's play on its page; a duel in the duel modal over the current
 * page, once the play has told which duel it was; any other play in the bet info overlay.
 */
export function useOpenRow() {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    run: async (row: BetHistoryRow) => {
      const target = rowTarget(row);
      if (target.kind === 'page') return navigate(target.to);
      if (target.kind === 'info')
        return navigate(betInfoHref(location.pathname, location.search, target.betId));
      try {
        const bet = await queryClient.fetchQuery({
          queryKey: historyKeys.bet(target.betId),
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
