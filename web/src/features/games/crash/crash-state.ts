import type { CrashBetView, CrashChainView, CrashRoundView } from '@casino/contract';
import { profitOf } from '../step/payout';

/** GET /api/crash: the round in play (or the last), its plays, the viewer's own, recent crashes, the chain. */
export interface CrashSnapshot {
  round: CrashRoundView | null;
  bets: CrashBetView[];
  my_bet: CrashBetView | null;
  history: CrashRoundView[];
  chain: CrashChainView | null;
}

/** What the screen shows. `myBet` outlives its round, so the last result stays until the next play. */
export interface CrashLive {
  round: CrashRoundView | null;
  bets: CrashBetView[];
  myBet: CrashBetView | null;
  history: CrashRoundView[];
  chain: CrashChainView | null;
}

export type CrashEvent =
  | { type: 'snapshot'; snapshot: CrashSnapshot }
  | { type: 'betting'; round: CrashRoundView }
  | { type: 'running'; round: CrashRoundView }
  | { type: 'ended'; round: CrashRoundView }
  /** A play placed or cashed out, from the channel (viewer-less) or from the player's own call. */
  | { type: 'bet'; bet: CrashBetView; mine?: boolean };

/** Spec §9-style strip: how many recent crash points to keep. */
export const HISTORY_LENGTH = 20;

export const EMPTY_CRASH: CrashLive = { round: null, bets: [], myBet: null, history: [], chain: null };

const newer = (a: CrashRoundView | null, b: CrashRoundView) => !a || BigInt(b.id) >= BigInt(a.id);

/**
 * Adds or replaces a play in the list (newest first). The channel sends plays without the viewer, so a
 * private player's own row comes back nameless: the name already known is kept.
 */
function upsert(bets: CrashBetView[], bet: CrashBetView): CrashBetView[] {
  const at = bets.findIndex((b) => b.id === bet.id);
  if (at === -1) return [bet, ...bets];
  const known = bets[at] as CrashBetView;
  const next = [...bets];
  next[at] = { ...bet, user: bet.user ?? known.user };
  return next;
}

export function crashReducer(live: CrashLive, event: CrashEvent): CrashLive {
  switch (event.type) {
    case 'snapshot': {
      const { snapshot } = event;
      return {
        round: snapshot.round,
        bets: snapshot.bets,
        myBet:
          snapshot.my_bet ?? (live.myBet && live.myBet.round_id !== snapshot.round?.id ? live.myBet : null),
        history: snapshot.history.slice(0, HISTORY_LENGTH),
        chain: snapshot.chain,
      };
    }
    case 'betting':
      if (!newer(live.round, event.round)) return live;
      return { ...live, round: event.round, bets: live.round?.id === event.round.id ? live.bets : [] };
    case 'running':
      if (!newer(live.round, event.round)) return live;
      return { ...live, round: event.round };
    case 'ended': {
      if (!newer(live.round, event.round)) return live;
      // A crash loses the plays still riding; an interruption (an outage) gives them their wager back.
      const payout = (b: CrashBetView) => (event.round.status === 'interrupted' ? b.wager : '0.00');
      const lost = (b: CrashBetView): CrashBetView =>
        b.status === 'active' && b.round_id === event.round.id
          ? { ...b, status: 'settled', payout: payout(b) }
          : b;
      return {
        ...live,
        round: event.round,
        bets: live.bets.map(lost),
        myBet: live.myBet ? lost(live.myBet) : null,
        history: [event.round, ...live.history.filter((r) => r.id !== event.round.id)].slice(
          0,
          HISTORY_LENGTH,
        ),
      };
    }
    case 'bet': {
      const { bet } = event;
      const isMine = event.mine || (live.myBet !== null && live.myBet.id === bet.id);
      // A late cash-out event of a round already replaced is of no use to the list.
      const listed = live.round?.id === bet.round_id ? upsert(live.bets, bet) : live.bets;
      return {
        ...live,
        bets: listed,
        myBet: isMine ? { ...bet, user: bet.user ?? live.myBet?.user ?? null } : live.myBet,
      };
    }
  }
}

/** The viewer's play in the round on screen, if they have one. */
export function myPlayInRound(live: CrashLive): CrashBetView | null {
  return live.myBet && live.round && live.myBet.round_id === live.round.id ? live.myBet : null;
}

/** Profit of a settled play (payout − wager) as a decimal string; null while it rides. */
export function playProfit(bet: CrashBetView): string | null {
  if (bet.status !== 'settled' || bet.payout === null) return null;
  return profitOf(bet.wager, bet.payout);
}
