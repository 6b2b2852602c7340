import type { DuelView, Me } from '@casino/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeChannel } from '../../../api/channels';
import { api } from '../../../api/client';
import { keys, queryClient } from '../../../api/queries';
import { applyPlayBalance } from '../balance';
import {
  addAmounts,
  applyDuelEvent,
  DUEL_EVENTS,
  type DuelsState,
  mergeDuel,
  payoutFor,
  sideOf,
} from './duel-state';

export const duelKeys = {
  lobby: ['duels'] as const,
  duel: (id: string) => ['duel', id] as const,
};

const viewerId = () => {
  const me = queryClient.getQueryData<Me>(keys.me);
  return me ? String(me.id) : null;
};

/** When this page saw each duel get its guest: the host's 60 s wait for the guest's lock runs from it. */
export const joinedSeenAt = new Map<string, number>();

/** Puts a duel (from an answer or the channel) into the lobby and the duel's own cache. */
export function storeDuel(duel: DuelView): void {
  const before = queryClient.getQueryData<DuelView>(duelKeys.duel(duel.id));
  const lobby = queryClient.getQueryData<DuelsState>(duelKeys.lobby);
  const known = before ?? lobby?.active ?? lobby?.data.find((d) => d.id === duel.id);
  if (duel.status === 'joined' && known?.status !== 'joined' && !joinedSeenAt.has(duel.id))
    joinedSeenAt.set(duel.id, Date.now());
  queryClient.setQueryData<DuelView>(duelKeys.duel(duel.id), (shown) => mergeDuel(shown, duel));
  queryClient.setQueryData<DuelsState>(duelKeys.lobby, (state) =>
    state ? applyDuelEvent(state, duel, viewerId()) : state,
  );
}

let listeners = 0;
let unsubscribe: (() => void) | null = null;

function onDuelEvent(payload: unknown) {
  const duel = (payload as { duel?: DuelView })?.duel;
  if (!duel?.id) return;
  storeDuel(duel);
  // The other side's move changed this player's coins (a join, a roll): the server has the numbers.
  if (sideOf(duel, viewerId())) void queryClient.invalidateQueries({ queryKey: keys.me });
}

/** Follows the public duels channel while any duel view is on screen. */
function useDuelChannel(): void {
  useEffect(() => {
    listeners += 1;
    unsubscribe ??= (() => {
      // A duel opened while the channel was being joined came in no event: the lobby loads again then.
      const reload = () => void queryClient.invalidateQueries({ queryKey: duelKeys.lobby });
      const offs = DUEL_EVENTS.map((event, i) =>
        subscribeChannel('duels', event, onDuelEvent, i === 0 ? reload : undefined),
      );
      return () => {
        for (const off of offs) off();
      };
    })();
    return () => {
      listeners -= 1;
      if (listeners === 0) {
        unsubscribe?.();
        unsubscribe = null;
        // Events were missed while nothing listened: load afresh next time.
        void queryClient.invalidateQueries({ queryKey: duelKeys.lobby });
      }
    };
  }, []);
}

/** GET /api/duels: open duels and the player's own in progress, kept live. */
export function useDuelLobby() {
  useDuelChannel();
  return useQuery({
    queryKey: duelKeys.lobby,
    queryFn: () => api<DuelsState>('/duels'),
    staleTime: 10_000,
  });
}

/** GET /api/duels/{id}, kept live. */
export function useDuel(id: string | null) {
  useDuelChannel();
  return useQuery({
    queryKey: duelKeys.duel(id ?? ''),
    queryFn: () => api<DuelView>(`/duels/${id}`),
    enabled: id !== null && /^\d+$/.test(id),
    staleTime: 10_000,
  });
}

/**
 * The play moves at once: the answer has no balance, so the header is moved by the play itself (taken
 * on create and join, returned on cancel, paid on finish) and then refreshed from the server.
 */
function settleBalance(duel: DuelView, delta: string, sign: 1 | -1) {
  const me = queryClient.getQueryData<Me>(keys.me);
  if (me && me.game_mode === duel.game_mode && delta !== '0.00')
    applyPlayBalance(addAmounts(me.balance.balance, delta, sign), duel.game_mode);
  void queryClient.invalidateQueries({ queryKey: keys.me });
}

export function useCreateDuel() {
  return useMutation({
    mutationFn: (body: { wager: string; seed?: string; locked: boolean }) =>
      api<DuelView>('/duels', { method: 'POST', body, movesCoins: true }),
    onSuccess: (duel) => {
      storeDuel(duel);
      settleBalance(duel, duel.wager, -1);
    },
  });
}

export function useJoinDuel() {
  return useMutation({
    mutationFn: ({ id, seed }: { id: string; seed?: string }) =>
      api<DuelView>(`/duels/${id}/join`, { method: 'POST', body: seed ? { seed } : {}, movesCoins: true }),
    onSuccess: (duel) => {
      joinedSeenAt.set(duel.id, Date.now());
      storeDuel(duel);
      settleBalance(duel, duel.wager, -1);
    },
  });
}

export function useDuelSeed() {
  return useMutation({
    mutationFn: ({ id, seed, locked }: { id: string; seed?: string; locked: boolean }) =>
      api<DuelView>(`/duels/${id}/seed`, { method: 'PATCH', body: { ...(seed ? { seed } : {}), locked } }),
    onSuccess: storeDuel,
  });
}

export function useFinishDuel() {
  return useMutation({
    mutationFn: (id: string) => api<DuelView>(`/duels/${id}/finish`, { method: 'POST', movesCoins: true }),
    onSuccess: (duel) => {
      storeDuel(duel);
      settleBalance(duel, payoutFor(duel, viewerId()), 1);
    },
  });
}

export function useCancelDuel() {
  return useMutation({
    mutationFn: (id: string) => api<DuelView>(`/duels/${id}`, { method: 'DELETE', movesCoins: true }),
    onSuccess: (duel) => {
      storeDuel(duel);
      settleBalance(duel, duel.wager, 1);
    },
  });
}
