import type { Coin, Me } from '@casino/contract';
import { keys, queryClient } from '../../api/queries';

/**
 * A play answers with the balance of the coin it was played in; that number replaces the header's at
 * once (and the coin's own figure in the split), before any websocket event arrives.
 */
export function applyPlayBalance(balance: string, coin: Coin): void {
  queryClient.setQueryData<Me>(keys.me, (me) => {
    if (!me || me.game_mode !== coin) return me;
    const next = { ...me.balance, balance };
    if (coin === 'GC') next.gc = balance;
    else next.sc = { ...next.sc, total: balance };
    return { ...me, balance: next };
  });
  // Which SC (unplayed or redeemable) a play moved is the server's to say: refresh the split shortly.
  if (coin === 'SC') {
    clearTimeout(splitRefresh);
    splitRefresh = setTimeout(() => queryClient.invalidateQueries({ queryKey: keys.me }), 1_000);
  }
}

let splitRefresh: ReturnType<typeof setTimeout> | undefined;
