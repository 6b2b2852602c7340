import type {
  BetDetail,
  MyGamePlayPage,
  TransactionDetail,
  TransactionName,
  TransactionsPage,
} from '@casino/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError, readError } from '../../api/errors';
import { useSession } from '../../api/session';

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

/**
 * Downloads the player's complete coin history as CSV. The call carries the bearer token, so it is
 * fetched (not a plain link) and handed to the browser as a file under the server's name for it.
 */
export async function downloadLedgerCsv(): Promise<void> {
  const token = useSession.getState().token;
  const response = await fetch('/api/transactions/export.csv', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const read = readError(response.status, await response.json().catch(() => null));
    throw new ApiError(response.status, read.code, read.message, read.fields, response.headers);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'coin-history.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
