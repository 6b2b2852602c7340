import type { Coin } from '@casino/contract';
import type { HttpTransport, TransportReply, TransportRequest } from '../http-transport';

/**
 * The casino wallet's answer to one call, in the provider's terms whatever the protocol: `answer` is the
 * protocol's own status (RS_OK, error 0…) or, when none came, why (timeout, HTTP 503, bad signature).
 */
export type WalletAnswer =
  /** `balance` is null where the answer carries none (Pragmatic's refund). */
  | { kind: 'ok'; answer: string; balance: bigint | null }
  /** The bet is refused; Hub88 says the real balance, Pragmatic does not. */
  | { kind: 'not_enough_money'; answer: string; balance: bigint | null }
  /** `retry`: the protocol asks for the same call again (Pragmatic 100, Hub88 RS_ERROR_UNKNOWN). */
  | { kind: 'refused'; answer: string; retry: boolean; final: boolean }
  | { kind: 'no_answer'; answer: string };

/** What a provider keeps of a launch and puts in every call. */
export interface WalletSession {
  user: string;
  token: string;
  coin: Coin;
  gameCode: string;
}

/** One round's keys: the provider's round id and its bet's transaction id. */
export interface RoundKeys {
  roundId: string;
  betId: string;
  stake: bigint;
  /** A free round's campaign (the casino's grant reference): its bet is sent free and moves no coins. */
  freeRound?: string;
}

/**
 * The casino's wallet as the provider's round logic calls it, one implementation per protocol. Every
 * call is signed as the protocol says; `tamper` signs it wrongly (the tester's bad signature).
 */
export interface ProviderWallet {
  balance(): Promise<WalletAnswer>;
  bet(round: RoundKeys, tamper?: boolean): Promise<WalletAnswer>;
  /** `last`: the round's final win (Hub88's round_closed). */
  win(round: RoundKeys, transactionId: string, amount: bigint, last: boolean): Promise<WalletAnswer>;
  rollback(round: RoundKeys, transactionId: string): Promise<WalletAnswer>;
  /** Pragmatic's endRound; Hub88 closes the round with its last win and sends nothing. */
  endRound(round: RoundKeys): Promise<WalletAnswer | null>;
  /** A promotion's win paid after the round closed (Hub88: a win with is_free; Pragmatic: promoWin). */
  promoWin(round: RoundKeys, transactionId: string, amount: bigint): Promise<WalletAnswer>;
  /**
   * A live dealer's correction of the round's result after it closed, `amount` signed (below zero takes
   * coins back): Pragmatic's adjustment; Hub88 has no such call.
   */
  adjustment?(round: RoundKeys, transactionId: string, amount: bigint): Promise<WalletAnswer>;
  /** How a round's wins travel: Hub88 sends one win per spin, Pragmatic one result for the round. */
  winParts(wins: readonly bigint[]): bigint[];
  /** The protocol's name for each call, for the tester's log. */
  callName(call: 'balance' | 'bet' | 'win' | 'rollback' | 'endRound' | 'promoWin' | 'adjustment'): string;
}

/** An answer from a transport failure: a thrown error (timeout, no connection) or a 5xx. */
export function noAnswer(reason: unknown): WalletAnswer {
  const text =
    reason instanceof Error ? (reason.name === 'TimeoutError' ? 'timeout' : reason.message) : String(reason);
  return { kind: 'no_answer', answer: text };
}

/** How a protocol's JSON answer reads: where its status is, which statuses mean what, where the balance is. */
export interface AnswerProtocol<Status> {
  /** The answer's status if it is one the protocol knows. */
  status(answer: Record<string, unknown>): Status | undefined;
  /** Said when the answer has no status the protocol knows. */
  noStatus: string;
  balance(answer: Record<string, unknown>): bigint | null;
  text(status: Status): string;
  ok: Status;
  notEnoughMoney: Status;
  /** Statuses after which the provider sends the same call again. */
  retried: readonly Status[];
  /** Statuses that end a bet for good: the provider does not roll it back (integrations.md). */
  final: readonly Status[];
}

/** Reads a JSON answer's status as its protocol says: both protocols' answers are JSON objects. */
export function readJsonAnswer<Status>(body: string, protocol: AnswerProtocol<Status>): WalletAnswer {
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(body);
  } catch {
    return noAnswer('answer is not JSON');
  }
  const status = protocol.status(answer);
  if (status === undefined) return noAnswer(protocol.noStatus);
  const text = protocol.text(status);
  if (status === protocol.ok) return { kind: 'ok', answer: text, balance: protocol.balance(answer) };
  if (status === protocol.notEnoughMoney) {
    return { kind: 'not_enough_money', answer: text, balance: protocol.balance(answer) };
  }
  return {
    kind: 'refused',
    answer: text,
    retry: protocol.retried.includes(status),
    final: protocol.final.includes(status),
  };
}

/**
 * Sends one call and reads its answer with the protocol's reader. No answer at all (a timeout, no
 * connection) or a server error is no answer: for a bet the provider rolls back, for a win it retries.
 */
export async function askWallet(
  transport: HttpTransport,
  request: TransportRequest,
  read: (reply: TransportReply) => WalletAnswer,
): Promise<WalletAnswer> {
  try {
    const reply = await transport.send(request);
    return reply.status >= 500 ? noAnswer(`HTTP ${reply.status}`) : read(reply);
  } catch (error) {
    return noAnswer(error);
  }
}
