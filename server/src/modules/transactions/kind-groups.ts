import type { TransactionName } from '@casino/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * Which list (`/transactions/{name}`) a ledger transfer's kind belongs to. The single place to extend
 * when a feature adds a kind. Read in order, the first rule that matches wins:
 * 1. a kind named outright;
 * 2. a kind starting with a family's prefix (`purchase_refund`, `redemption_cancel`, `provider_bet`);
 * 3. anything else is free coins (`signup_bonus`, `daily_bonus`, `top_up`, `reload`, `bonus_code`,
 *    `rakeback`, `lossback`, `vip_bonus`, ...): every credit that is neither bought, redeemed nor won
 *    is a bonus of some kind, so the default is `bonuses`.
 * A kind that undoes another must carry its family's prefix (`purchase_deny`, not `refund`): the bare
 * `refund` is a play given back (a cancelled duel, an interrupted crash round).
 */
export const KIND_RULES: readonly { match: 'kind' | 'prefix'; value: string; name: TransactionName }[] = [
  { match: 'kind', value: 'play', name: 'plays' },
  { match: 'kind', value: 'win', name: 'plays' },
  { match: 'kind', value: 'refund', name: 'plays' },
  { match: 'kind', value: 'crypto_deposit', name: 'purchases' },
  { match: 'kind', value: 'chargeback', name: 'purchases' },
  { match: 'prefix', value: 'purchase', name: 'purchases' },
  { match: 'prefix', value: 'redemption', name: 'redemptions' },
  { match: 'prefix', value: 'provider_', name: 'plays' },
  { match: 'prefix', value: 'play_', name: 'plays' },
  { match: 'prefix', value: 'duel_', name: 'plays' },
];

/** Free coins: whatever no rule names. */
export const DEFAULT_NAME: TransactionName = 'bonuses';

/** The list a transfer of `kind` is shown in. */
export function transactionName(kind: string): TransactionName {
  const rule = KIND_RULES.find((r) => (r.match === 'kind' ? kind === r.value : kind.startsWith(r.value)));
  return rule?.name ?? DEFAULT_NAME;
}

/** The same rules as SQL over a transfer's kind column, so a list is filtered in the database. */
export function transactionNameSql(kind: RawBuilder<string>): RawBuilder<TransactionName> {
  const cases = KIND_RULES.map((r) =>
    r.match === 'kind'
      ? sql`WHEN ${kind} = ${sql.lit(r.value)} THEN ${sql.lit(r.name)}`
      : sql`WHEN starts_with(${kind}, ${sql.lit(r.value)}) THEN ${sql.lit(r.name)}`,
  );
  // Literals, not parameters: the rules are constants, and the plan stays one per list.
  return sql<TransactionName>`(CASE ${sql.join(cases, sql` `)} ELSE ${sql.lit(DEFAULT_NAME)} END)`;
}
