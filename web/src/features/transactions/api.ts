import type {
  BetDetail,
  MyGamePlayPage,
  TransactionDetail,
  TransactionName,
  TransactionsPage,
} from '@casino/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { downloadCsv } from '../../api/download';

/** Query keys of the player's own ledger: a list (per name), a movement, the game play list, a play. */
export const transactionKeys = {
  list: (name: TransactionName) => ['transactions', name] as const,
  movement: (name: TransactionName, id: string) => ['transactions', name, id] as const,
  plays: (game: string) => ['my-game-play', game] as const,
  play: (id: string) => ['my-game-play', 'play', id] as const,
};

/** A page after `cursor`, as the lists ask for it. */
const after = (cursor: string | null) => (cursor ? `?cursor=${cursor}` : '');

/** One of the four lists, newest first; Load more asks for the page after the last row. */
export function useTransactions(name: TransactionName) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(name),
    queryFn: ({ pageParam }) => api<TransactionsPage>(`/transactions/${name}${after(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** One movement with its entry on each account. */
export function useTransaction(name: TransactionName, id: string) {
  return useQuery({
    queryKey: transactionKeys.movement(name, id),
    queryFn: () => api<TransactionDetail>(`/transactions/${name}/${id}`),
    retry: false,
  });
}

/** The player's own plays, newest first, of one game or all ('' for all). */
export function useMyGamePlay(game: string) {
  return useInfiniteQuery({
    queryKey: transactionKeys.plays(game),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set('cursor', pageParam);
      if (game) query.set('game', game);
      const text = query.toString();
      return api<MyGamePlayPage>(`/my-game-play${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** One of the player's own plays, with its outcome and what verifies it. */
export function useMyPlay(id: string) {
  return useQuery({
    queryKey: transactionKeys.play(id),
    queryFn: () => api<BetDetail>(`/my-game-play/${id}`),
    retry: false,
  });
}

/** Downloads the player's complete coin history as CSV. */
export function downloadLedgerCsv(): Promise<void> {
  return downloadCsv('/transactions/export.csv', 'coin-history.csv');
}
