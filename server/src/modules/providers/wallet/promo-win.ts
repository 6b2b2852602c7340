import { answer, answerAgain, type Operation } from './answers';
import { ledgerKey } from './calls';
import { claim, settle } from './transactions-repository';

/**
 * A promotion's or jackpot's win: paid from the house once, with no bet and no round (it is not a play),
 * accepted whatever has happened since (token expired, a break begun, the round closed). Its transaction
 * id sent again as a normal win is `duplicate_transaction`: it is never paid twice.
 */
export const applyPromoWin: Operation = async (ports, trx, call) => {
  const seen = await claim(trx, 'promo_win', call);
  if ('answer' in seen) return answerAgain(ports, trx, call, seen.answer);
  if (!seen.first) throw new Error('provider wallet: only a bet is held by its rollback');
  if (call.amount > 0n)
    await ports.ledger.creditWin(trx, {
      key: ledgerKey(call.provider, call.transactionId),
      userId: call.userId,
      coin: call.coin,
      amount: call.amount,
      referenceType: 'provider_promo_win',
      referenceId: seen.id.toString(),
    });
  const ok = await answer(ports, trx, call, 'ok');
  await settle(trx, seen.id, { answer: ok });
  return { answer: ok };
};
