const INSUFFICIENT_FUNDS_CONSTRAINT = 'ledger_accounts_player_non_negative';

/**
 * A transfer that would take a player's account below zero: the database's check refused it. The ledger's
 * own error, so it knows nothing of HTTP; `http/error-handler.ts` answers it as INSUFFICIENT_FUNDS.
 */
export class InsufficientFunds extends Error {
  readonly code = 'INSUFFICIENT_FUNDS';
  constructor() {
    super('Insufficient balance.');
    this.name = 'InsufficientFunds';
  }
}

/** Whether a database error is the non-negative balance check of a player's account. */
export function isInsufficientFunds(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23514' &&
    (e.constraint === INSUFFICIENT_FUNDS_CONSTRAINT || !!e.message?.includes(INSUFFICIENT_FUNDS_CONSTRAINT))
  );
}
