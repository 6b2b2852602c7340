import { type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';
import { toast } from '../../ui/toast';

/**
 * Every back-office query key starts with 'admin', so an action refreshes the tables it changed by
 * naming their area, and signing out drops them all.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  counts: ['admin', 'counts'] as const,
  area: (area: string, ...rest: unknown[]) => ['admin', area, ...rest] as const,
};

/**
 * A back-office read, never served stale after an action. `everyMs` reads it again on a timer (the
 * queue counts), so requests other staff or players make show up without a reload.
 */
export function useAdminQuery<T>(key: QueryKey, path: string, enabled = true, everyMs?: number) {
  return useQuery({
    queryKey: key,
    queryFn: () => api<T>(path),
    staleTime: 0,
    enabled,
    ...(everyMs ? { refetchInterval: everyMs } : {}),
  });
}

export interface AdminActionOptions<Body, Answer> {
  /** The call: method and path from the body (ids live in the path). */
  send(body: Body): Promise<Answer>;
  /** The toast on success. */
  done: string | ((answer: Answer) => string);
  /** The areas whose tables change; the queue counts are always read again. */
  refresh: string[];
}

/**
 * A staff action: shows the server's own words when it refuses (a lower rank, a request already
 * decided by someone else) and refreshes the tables it changed when it succeeds.
 */
export function useAdminAction<Body, Answer = unknown>({
  send,
  done,
  refresh,
}: AdminActionOptions<Body, Answer>) {
  return useMutation<Answer, Error, Body>({
    mutationFn: send,
    onSuccess: async (answer) => {
      toast.success(typeof done === 'string' ? done : done(answer));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.counts }),
        ...refresh.map((area) => queryClient.invalidateQueries({ queryKey: adminKeys.area(area) })),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}

/** POST with a JSON body to a back-office path. */
export const post = <Answer>(path: string, body: unknown = {}, movesCoins = false) =>
  api<Answer>(path, { method: 'POST', body, movesCoins });

/** A query string from the filters that are set; empty values are left out. */
export function queryString(filters: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
