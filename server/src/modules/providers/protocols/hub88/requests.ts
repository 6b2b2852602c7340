import { z } from 'zod';
import { coinOfCurrency } from '../coin-currency';
import { toMinorUnits } from './amount';
import type { Hub88Status } from './statuses';

/**
 * The bodies Hub88 posts to the operator's wallet, one schema per endpoint (Hub88's Operator API, Wallet
 * API). Parsing decodes as it checks: `amount` becomes minor units and `currency` the coin, so past the
 * parser nobody handles a protocol unit. Fields the wallet does not read (is_aggregated, reward_uuid,
 * is_billable…) are accepted and dropped, so a field Hub88 adds later breaks nothing.
 */

/** A refusal that is not "wrong types" says which status it is in its issue's params. */
const refuse = (ctx: z.RefinementCtx, message: string, status?: Hub88Status) =>
  ctx.addIssue({ code: 'custom', message, ...(status ? { params: { status } } : {}) });

const amount = z.number().transform((units, ctx) => {
  const minor = toMinorUnits(units);
  if (minor === null) refuse(ctx, 'amount is not a whole number of minor units');
  return minor ?? 0n;
});

const currency = z.string().transform((code, ctx) => {
  const coin = coinOfCurrency(code);
  if (coin === null) refuse(ctx, `${code} is not a coin's currency`, 'RS_ERROR_WRONG_CURRENCY');
  return coin ?? 'GC';
});

const player = { request_uuid: z.string(), user: z.string() };

/** What a bet and a win share; a win adds the bet it answers and may come after the token expired. */
const movement = {
  ...player,
  transaction_uuid: z.string(),
  supplier_transaction_id: z.string().nullish(),
  round: z.string(),
  round_closed: z.boolean(),
  game_code: z.string(),
  game_id: z.number().int().nullish(),
  currency,
  amount,
  is_free: z.boolean(),
  bet: z.string().nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
};

export const HUB88_REQUEST_SCHEMAS = {
  'user/info': z.object(player),
  'user/balance': z.object({ ...player, token: z.string(), game_code: z.string().nullish() }),
  'transaction/bet': z.object({ ...movement, token: z.string() }),
  'transaction/win': z.object({
    ...movement,
    token: z.string().nullish(),
    reference_transaction_uuid: z.string(),
  }),
  // A rollback names the bet it undoes and nothing of its amount: the wallet returns what it took.
  'transaction/rollback': z.object({
    ...player,
    token: z.string().nullish(),
    transaction_uuid: z.string(),
    supplier_transaction_id: z.string().nullish(),
    reference_transaction_uuid: z.string(),
    round: z.string().nullish(),
    round_closed: z.boolean().nullish(),
    game_code: z.string().nullish(),
    game_id: z.number().int().nullish(),
    meta: z.record(z.string(), z.unknown()).nullish(),
  }),
};

export type Hub88Endpoint = keyof typeof HUB88_REQUEST_SCHEMAS;
export const HUB88_ENDPOINTS = Object.keys(HUB88_REQUEST_SCHEMAS) as Hub88Endpoint[];

/** An endpoint's request as the wallet reads it (amount in minor units, currency as the coin). */
export type Hub88Request<E extends Hub88Endpoint> = z.output<(typeof HUB88_REQUEST_SCHEMAS)[E]>;
/** An endpoint's request as it travels (amount in protocol units, currency as its code): what a sender builds. */
export type Hub88WireRequest<E extends Hub88Endpoint> = z.input<(typeof HUB88_REQUEST_SCHEMAS)[E]>;
