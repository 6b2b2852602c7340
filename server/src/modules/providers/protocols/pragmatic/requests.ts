import { parseAmount, parseSignedAmount } from '@casino/contract';
import { z } from 'zod';
import { coinOfCurrency } from '../coin-currency';

/**
 * The form parameters Pragmatic posts to each wallet method (`<method>.html`, Integration API, Seamless
 * Wallet). A schema requires what the wallet needs and reads a few optional fields; the rest
 * (timestamp, roundDetails, platform, jackpotDetails…) are covered by the hash and dropped. Amounts
 * become minor units and a currency the coin. Any refusal is Pragmatic's "bad parameters" (7).
 */

/** A form sends an unset field as empty: that is no value. */
const text = z.string().min(1);
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), text.optional());

const amountWith = (parse: (text: string) => bigint | null) =>
  z.string().transform((value, ctx) => {
    const minor = parse(value);
    if (minor === null)
      ctx.addIssue({ code: 'custom', message: 'amount is not a decimal of at most 2 places' });
    return minor ?? 0n;
  });
const amount = amountWith(parseAmount);

const currency = z.string().transform((code, ctx) => {
  const coin = coinOfCurrency(code);
  if (coin === null) ctx.addIssue({ code: 'custom', message: `${code} is not a coin's currency` });
  return coin ?? 'GC';
});

const player = { providerId: text, userId: text, token: optionalText };
const round = { gameId: text, roundId: text };
/** A movement of coins, keyed once on Pragmatic's `reference`. */
const movement = { ...player, ...round, reference: text, amount };

export const PRAGMATIC_REQUEST_SCHEMAS = {
  authenticate: z.object({ providerId: text, token: text, gameId: optionalText }),
  balance: z.object(player),
  bet: z.object({ ...movement, bonusCode: optionalText }),
  // A round's win, to which Pragmatic may attach a promotion's win under its own reference.
  result: z
    .object({
      ...movement,
      bonusCode: optionalText,
      promoWinAmount: amount.optional(),
      promoWinReference: optionalText,
    })
    .refine(
      (request) => !request.promoWinAmount || request.promoWinReference !== undefined,
      'a promotion win needs its reference',
    ),
  bonusWin: z.object({
    ...player,
    reference: text,
    amount,
    bonusCode: text,
    gameId: optionalText,
    roundId: optionalText,
  }),
  jackpotWin: z.object({ ...movement, jackpotId: text }),
  promoWin: z.object({
    providerId: text,
    userId: text,
    reference: text,
    amount,
    currency,
    campaignId: text,
    campaignType: text,
    gameId: optionalText,
    roundId: optionalText,
  }),
  endRound: z.object({ ...player, ...round, bonusCode: optionalText }),
  // `reference` is the refunded bet's own reference; the amount, when sent, is that bet's.
  refund: z.object({
    ...player,
    reference: text,
    amount: amount.optional(),
    gameId: optionalText,
    roundId: optionalText,
  }),
  // Live casino re-settles a round: the amount may be negative (coins taken back).
  adjustment: z.object({ ...movement, amount: amountWith(parseSignedAmount) }),
};

export type PragmaticMethod = keyof typeof PRAGMATIC_REQUEST_SCHEMAS;
export const PRAGMATIC_METHODS = Object.keys(PRAGMATIC_REQUEST_SCHEMAS) as PragmaticMethod[];

/** A method's request as the wallet reads it (amounts in minor units). */
export type PragmaticRequest<M extends PragmaticMethod> = z.output<(typeof PRAGMATIC_REQUEST_SCHEMAS)[M]>;
