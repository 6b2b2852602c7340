import type { Trx } from '../../../db/transaction';
import { enqueueEvent } from '../../../realtime/event-outbox';
import type { RealtimeHub } from '../../../realtime/hub';
import type { PlaySettled, PlaySettledListener } from '../settlement/play-settled';

/** The player's own channel and the event their history listens to. */
const ownChannel = (play: PlaySettled) => `App.User.${play.userId}`;
const PRIVATE_BET_RESULT = 'PrivateBetResult';

/**
 * In the play's transaction: its player's own result, delivered once that commits and never if it rolls
 * back (event outbox). The settlement door calls it for the plays settled in a transaction of their own.
 */
export function queueOwnResult(trx: Trx, play: PlaySettled): Promise<void> {
  return enqueueEvent(trx, ownChannel(play), PRIVATE_BET_RESULT, play.ownRow);
}

/**
 * The player hears their own result at once on App.User.{id}. A play whose transaction queued it is left
 * to the outbox; an instant play's goes straight to the hub: the play commits in the ledger's batched
 * statement (`ledger_post_plays`, many players' plays at once), the hot path, which writes no outbox row.
 * A process that dies right after that commit loses this message as it loses the request's answer, and
 * the play is in the player's history.
 */
export function tellPlayers(hub: RealtimeHub): PlaySettledListener {
  return (play) => {
    if (!play.ownResultQueued) hub.publish(ownChannel(play), PRIVATE_BET_RESULT, play.ownRow);
  };
}
