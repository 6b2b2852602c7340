import {
  formatAmount,
  type PlayerAccount,
  type TransactionDetail,
  type TransactionName,
  type TransactionRow,
  type TransactionsPage,
} from '@casino/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import { CSV_HEADER, entryLine } from './csv';
import { transactionName } from './kind-groups';
import { entriesAfter, type TransferRow, transferOf, transfersOf } from './repository';

/** Entries read per query while the CSV streams: memory stays flat however long the history. */
const CSV_BATCH = 500;

export const NOT_FOUND_TEXT = 'This transaction could not be found.';

/** The player's own ledger: their movements by list, one movement's entries, the whole history as CSV. */
export class TransactionsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
  ) {}

  /** A page of one list, newest first; `next_cursor` continues it. */
  async list(
    player: bigint,
    name: TransactionName,
    page: { cursor?: bigint; limit: number },
  ): Promise<TransactionsPage> {
    const accounts = await this.accountsOf(player);
    // One row more than asked tells whether another page follows.
    const rows = await transfersOf(this.db, [...accounts.keys()], name, { ...page, limit: page.limit + 1 });
    const shown = rows.slice(0, page.limit);
    const last = shown.at(-1);
    return {
      data: shown.map(row),
      next_cursor: rows.length > page.limit && last ? last.id.toString() : null,
    };
  }

  /** One movement of the player's, in the list it belongs to; anyone else's (or another list's) is a 404. */
  async detail(player: bigint, name: TransactionName, id: bigint | null): Promise<TransactionDetail> {
    const accounts = await this.accountsOf(player);
    const entries = id === null ? [] : await transferOf(this.db, [...accounts.keys()], id);
    const first = entries[0];
    if (!first || id === null || transactionName(first.kind) !== name)
      throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
    return {
      ...row({ ...first, id, amount: entries.reduce((sum, e) => sum + e.amount, 0n) }),
      entries: entries.map((e) => ({
        account: accountName(accounts, e.account_id),
        amount: formatAmount(e.amount),
        balance_after: formatAmount(e.balance_after),
      })),
    };
  }

  /**
   * The player's complete history of coin movements as CSV lines, oldest first, one per entry on their
   * accounts, each with the account's running balance. Read in one REPEATABLE READ snapshot, so a
   * movement committed while the file streams is either wholly in it or not at all, and the last line
   * of each account is its balance at that moment. The running balance is summed here from zero (every
   * account opens empty) and checked against the ledger's balance_after: a file that disagrees with the
   * ledger is cut short rather than sent.
   */
  async exportCsv(player: bigint): Promise<AsyncGenerator<string>> {
    // Asked before the file starts, so a failure here is still an error answer, not a cut-short file.
    const accounts = await this.accountsOf(player);
    return this.csvLines(accounts);
  }

  private async *csvLines(accounts: Map<bigint, PlayerAccount>): AsyncGenerator<string> {
    yield CSV_HEADER;
    const ids = [...accounts.keys()];
    const running = new Map(ids.map((id) => [id, 0n]));
    const trx = await this.db.startTransaction().setIsolationLevel('repeatable read').execute();
    try {
      let after = { transferId: 0n, accountId: 0n };
      for (;;) {
        const batch = await entriesAfter(trx, ids, after, CSV_BATCH);
        let lines = '';
        for (const entry of batch) {
          const balance = (running.get(entry.account_id) ?? 0n) + entry.amount;
          if (balance !== entry.balance_after)
            throw new Error(
              `transactions: account ${entry.account_id} at transfer ${entry.transfer_id} sums to ${balance}, ledger says ${entry.balance_after}`,
            );
          running.set(entry.account_id, balance);
          lines += entryLine(entry, accountName(accounts, entry.account_id), balance);
        }
        if (lines) yield lines;
        const last = batch.at(-1);
        if (!last || batch.length < CSV_BATCH) break;
        after = { transferId: last.transfer_id, accountId: last.account_id };
      }
    } finally {
      // Read only: nothing to keep, and a stream the client dropped ends here too.
      await trx.rollback().execute();
    }
  }

  /** The player's account ids and what each is. */
  private async accountsOf(player: bigint): Promise<Map<bigint, PlayerAccount>> {
    const { gc, scUnplayed, scRedeemable } = await this.ledger.playerAccounts(this.db, player);
    return new Map<bigint, PlayerAccount>([
      [gc.id, 'gc'],
      [scUnplayed.id, 'sc_unplayed'],
      [scRedeemable.id, 'sc_redeemable'],
    ]);
  }
}

function accountName(accounts: Map<bigint, PlayerAccount>, id: bigint): PlayerAccount {
  const name = accounts.get(id);
  if (!name) throw new Error(`transactions: account ${id} is not the player's`);
  return name;
}

function row(transfer: TransferRow): TransactionRow {
  return {
    id: transfer.id.toString(),
    kind: transfer.kind,
    name: transactionName(transfer.kind),
    coin: transfer.coin,
    amount: formatAmount(transfer.amount),
    reference:
      transfer.reference_type && transfer.reference_id
        ? { type: transfer.reference_type, id: transfer.reference_id }
        : null,
    created_at: transfer.created_at.toISOString(),
  };
}
