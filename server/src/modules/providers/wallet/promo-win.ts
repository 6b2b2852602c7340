import { answer, claimFirst, type Operation, payWin } from './answers';
import { settle } from './transactions-repository';

/**
 * A promotion's or jackpot's win: paid from the house once, with no bet and no round (it is not a play),
 * accepted whatever has happened since (token expired, a break begun, the round closed). Its transaction
 * id sent again as a normal win is `duplicate_transaction`: it is never paid twice.
 */
export const applyPromoWin: Operation = async (ports, trx, call) => {
  const claimed = await claimFirst(ports, trx, 'promo_win', call);
  if (typeof claimed !== 'bigint') return claimed;
  await payWin(ports, trx, call, { type: 'provider_promo_win', id: claimed });
  const ok = await answer(ports, trx, call, 'ok', claimed);
  await settle(trx, claimed, { answer: ok });
  return { answer: ok };
};
