import {
  formatAmount,
  type SandboxFaults,
  type SandboxRound,
  type SandboxWalletCall,
} from '@casino/contract';
import type { RoundDraw } from './draw';
import type { ProviderWallet, RoundKeys, WalletAnswer } from './wallet-client';

/** How hard the provider tries a call that must be answered (a win, a rollback, an endRound). */
export interface RetryPolicy {
  attempts: number;
  delayMs: number;
}

/** A round as the wallet saw it; the provider adds what it knows of the player's free rounds. */
export type PlayedRound = Omit<SandboxRound, 'free' | 'freeRounds'>;

/** A call the round could not get answered: the provider keeps it and sends it again later. */
export type UnansweredCall =
  | { call: 'win'; transactionId: string; amount: bigint; last: boolean }
  | { call: 'endRound' };

export interface RoundInput {
  wallet: ProviderWallet;
  faults: SandboxFaults;
  stake: bigint;
  /** A free round's campaign reference: its bet goes out free. */
  freeRound?: string;
  /** Draws the outcome (with a CSPRNG in play): called once the bet is taken, or first when a win must lead. */
  draw: () => RoundDraw;
  /** A fresh round or transaction id. */
  newId: () => string;
  retry: RetryPolicy;
  /** Keeps a win or endRound still unanswered after the retries, for the provider's later retries. */
  unanswered?: (round: RoundKeys, call: UnansweredCall) => Promise<void>;
}

type CallName = Parameters<ProviderWallet['callName']>[0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const money = (amount: bigint | null) => (amount === null ? null : formatAmount(amount));
export const mustRetry = (answer: WalletAnswer) =>
  answer.kind === 'no_answer' || (answer.kind === 'refused' && answer.retry);

/**
 * One round as a seamless-wallet provider plays it: the bet, then the round's wins (several for a free
 * spin feature, the last closing the round), then the end of the round. A bet answered "not enough
 * money" (or the limit) ends the round with nothing drawn; any other failed bet, a timeout above all, is
 * rolled back, as integrations.md asks of a provider. Wins and rollbacks are sent again, the same
 * transaction each time, until the wallet answers; a win or endRound still unanswered is handed to
 * `unanswered`, which the provider retries in the background for up to a day. The tester's faults bend
 * this on purpose.
 */
export async function playRound(input: RoundInput): Promise<PlayedRound> {
  const { wallet, faults, stake, newId } = input;
  const round: RoundKeys = {
    roundId: newId(),
    betId: newId(),
    stake,
    ...(input.freeRound === undefined ? {} : { freeRound: input.freeRound }),
  };
  const calls: SandboxWalletCall[] = [];
  let balance: bigint | null = null;

  const call = async (
    name: CallName,
    transaction: string | null,
    amount: bigint | null,
    send: () => Promise<WalletAnswer | null>,
  ): Promise<WalletAnswer | null> => {
    const answer = await send();
    if (answer === null) return null;
    calls.push({ call: wallet.callName(name), transaction, amount: money(amount), answer: answer.answer });
    if ((answer.kind === 'ok' || answer.kind === 'not_enough_money') && answer.balance !== null)
      balance = answer.balance;
    return answer;
  };
  /** Sends until answered: a provider retries a win, a rollback or an endRound for as long as it takes. */
  const untilAnswered = async (
    name: CallName,
    transaction: string | null,
    amount: bigint | null,
    send: () => Promise<WalletAnswer | null>,
  ) => {
    let answer = await call(name, transaction, amount, send);
    for (let attempt = 1; answer && mustRetry(answer) && attempt < input.retry.attempts; attempt++) {
      await sleep(input.retry.delayMs);
      answer = await call(name, transaction, amount, send);
    }
    return answer;
  };
  const result = (
    status: SandboxRound['status'],
    message: string | null,
    extra: Partial<PlayedRound> = {},
  ): PlayedRound => ({
    round: round.roundId,
    status,
    message,
    stake: formatAmount(stake),
    win: '0.00',
    promoWin: null,
    outcome: null,
    balance: money(balance),
    calls,
    ...extra,
  });
  const rollback = () => {
    const id = newId();
    return untilAnswered('rollback', id, null, () => wallet.rollback(round, id));
  };

  if (faults.reorder === 'rollback-before-bet') {
    await rollback();
    await call('bet', round.betId, stake, () => wallet.bet(round));
    return result(
      'rolled_back',
      'The provider rolled the bet back before sending it; the casino must refuse it.',
    );
  }

  // A win sent before its bet was answered: drawn first, the round's first win goes out ahead of the bet.
  const early = faults.reorder === 'win-before-bet' ? input.draw() : null;
  const winIds: string[] = [];
  const winId = (index: number) => {
    while (winIds.length <= index) winIds.push(newId());
    return winIds[index] as string;
  };
  if (early) {
    const [first = 0n] = wallet.winParts(early.wins);
    await call('win', winId(0), first, () => wallet.win(round, winId(0), first, false));
  }

  const sendBet = (tamper = false) => call('bet', round.betId, stake, () => wallet.bet(round, tamper));
  let bet = faults.duplicates
    ? (await Promise.all([sendBet(), sendBet()]))[0]
    : await sendBet(faults.badSignature);
  // The same bet again, as if its first answer had timed out.
  if (faults.retryBet) bet = await sendBet();
  if (faults.rollbackBet && bet) bet = { kind: 'no_answer', answer: 'answer dropped by the tester' };

  if (!bet || bet.kind === 'no_answer' || (bet.kind === 'refused' && !bet.final)) {
    await rollback();
    const why = bet?.kind === 'refused' ? `refused the bet (${bet.answer})` : 'did not answer the bet';
    return result(
      bet?.kind === 'refused' ? 'refused' : 'rolled_back',
      `The casino ${why}; the bet was rolled back.`,
    );
  }
  if (bet.kind === 'not_enough_money') return result('not_enough_money', 'Not enough coins');
  if (bet.kind === 'refused') return result('refused', `The casino refused the bet (${bet.answer}).`);

  const draw = early ?? input.draw();
  const parts = wallet.winParts(draw.wins);
  let pending = false;
  for (const [index, amount] of parts.entries()) {
    const id = winId(index);
    const last = index === parts.length - 1;
    const send = () => wallet.win(round, id, amount, last);
    if (faults.duplicates) await Promise.all([call('win', id, amount, send), call('win', id, amount, send)]);
    const answer = await untilAnswered('win', id, amount, send);
    // The same win again, as if its answer had timed out: the wallet must pay it once.
    if (faults.retryWin) await call('win', id, amount, send);
    if (answer?.kind !== 'ok') {
      pending = true;
      if (answer && mustRetry(answer))
        await input.unanswered?.(round, { call: 'win', transactionId: id, amount, last });
    }
  }
  const ended = await untilAnswered('endRound', null, null, () => wallet.endRound(round));
  if (ended && ended.kind !== 'ok') {
    pending = true;
    if (mustRetry(ended)) await input.unanswered?.(round, { call: 'endRound' });
  }

  let promoWin: bigint | null = null;
  if (faults.latePromoWin) {
    promoWin = stake;
    const id = newId();
    await untilAnswered('promoWin', id, promoWin, () => wallet.promoWin(round, id, stake));
  }
  const won = draw.wins.reduce((total, win) => total + win, 0n);
  const adjustment = wallet.adjustment;
  if (faults.correction && adjustment && !pending) {
    // The dealer got it wrong: a win is taken back, a loss is paid its stake.
    const corrected = won > 0n ? -won : stake;
    const id = newId();
    await untilAnswered('adjustment', id, corrected, () => adjustment(round, id, corrected));
  }
  return result(
    pending ? 'pending' : 'settled',
    pending ? 'The casino has not answered every win yet; the provider keeps the round open.' : null,
    { win: formatAmount(won), promoWin: money(promoWin), outcome: draw.outcome },
  );
}
