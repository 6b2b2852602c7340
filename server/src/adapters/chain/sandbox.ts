import { createHash, randomBytes } from 'node:crypto';
import { type CryptoCode, cryptoDestinationErrors } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import {
  type ChainAddress,
  type ChainDeposit,
  type ChainTester,
  type ChainVendor,
  ChainVendorError,
  type ChainWithdrawal,
} from './interface';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** `length` characters of `alphabet` drawn from a hash of `seed`: the same seed, the same characters. */
function derive(seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    const bytes = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of bytes) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

const hex = (seed: string, length: number) => derive(seed, '0123456789abcdef', length);

/**
 * Shared deposit accounts of the chains that name the player with a tag or memo (as exchanges run
 * them): every player sends to the same address, their tag tells the deposits apart.
 */
const SHARED_ADDRESS: Partial<Record<CryptoCode, string>> = {
  XRP: 'rPfH6yVQ2c4WJx3bTtGzKq8mN1sD5aLoEu',
  EOS: 'casinodepost',
  BNB: 'bnb1casinodeposit9x0w4l7u3s2r5e8q6t0y9vh',
};

/** A plausible address of the chain named by `currency` (format, prefix and length as the chain's). */
function addressFor(currency: CryptoCode, seed: string): string {
  switch (currency) {
    case 'BTC':
      return `bc1q${derive(seed, BECH32, 38)}`;
    case 'LTC':
      return `ltc1q${derive(seed, BECH32, 38)}`;
    case 'DOGE':
      return `D${derive(seed, BASE58, 33)}`;
    case 'BCH':
      return `bitcoincash:q${derive(seed, BECH32, 41)}`;
    case 'ETH':
    case 'USDTE':
    case 'BNB-BSC':
    case 'USDT':
      return `0x${hex(seed, 40)}`;
    case 'TRX':
    case 'USDTT':
      return `T${derive(seed, BASE58, 33)}`;
    case 'SOL':
      return derive(seed, BASE58, 44);
    case 'XRP':
    case 'EOS':
    case 'BNB':
      return SHARED_ADDRESS[currency] as string;
  }
}

/** Chains whose players share one address and are told apart by a numeric tag or memo. */
const TAGGED: readonly CryptoCode[] = ['XRP', 'EOS', 'BNB'];

interface Row {
  tx_hash: string;
  currency: string;
  address: string;
  tag: string | null;
  amount: string;
  confirmations: number;
}

/**
 * The default chain vendor: it works offline and behaves like a custodial wallet watching our
 * addresses. A deposit a tester "sends" is seen at once with no confirmations (in the mempool), then
 * gains one confirmation per block interval, as a real chain's do. Addresses are derived from the
 * player, the network and a per-install secret, so the same player gets the same address on every
 * instance. Withdrawals it sends are kept (`sandbox_chain_sends`) for the tester to see; they leave our
 * wallet, so no deposit lookup sees them. app.ts never builds it with live vendors (configuration refuses it).
 */
export class SandboxChain implements ChainVendor, ChainTester {
  readonly name = 'sandbox' as const;
  readonly tester: ChainTester = this;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly blockMs: number,
  ) {}

  async depositAddress(userId: bigint, currency: CryptoCode): Promise<ChainAddress> {
    // Ethereum-style chains share one key per player, as a real wallet does: the same 0x address on
    // ETH, USDTE and BNB-BSC, which is what makes sending on the wrong network an easy mistake.
    const family = ['ETH', 'USDTE', 'BNB-BSC', 'USDT'].includes(currency) ? 'evm' : currency;
    const seed = `${this.secret}:${userId}:${family}`;
    if (!TAGGED.includes(currency)) return { address: addressFor(currency, seed), tag: null };
    const tag = String(100_000_000 + Number(BigInt(`0x${hex(seed, 12)}`) % 900_000_000n));
    return { address: addressFor(currency, seed), tag };
  }

  async depositsSince(since: Date): Promise<ChainDeposit[]> {
    const rows = await this.select().where('sent_at', '>=', since).orderBy('sent_at').execute();
    return rows.map(toDeposit);
  }

  async deposit(txHash: string): Promise<ChainDeposit | null> {
    const row = await this.select().where('tx_hash', '=', txHash).executeTakeFirst();
    return row ? toDeposit(row) : null;
  }

  async sendDeposit(deposit: {
    currency: CryptoCode;
    address: string;
    tag: string | null;
    amount: string;
  }): Promise<string> {
    const txHash = txHashFor(deposit.currency);
    await this.db
      .insertInto('sandbox_chain_transactions')
      .values({ tx_hash: txHash, ...deposit })
      .execute();
    return txHash;
  }

  async send(withdrawal: {
    currency: CryptoCode;
    address: string;
    tag: string | null;
    amount: string;
    reference: string;
  }): Promise<{ txHash: string }> {
    const errors = cryptoDestinationErrors(withdrawal.currency, withdrawal.address, withdrawal.tag);
    const problem = errors.address ?? errors.tag;
    if (problem) throw new ChainVendorError('ADDRESS_INVALID', problem);
    if (!/^\d{1,20}(\.\d{1,18})?$/.test(withdrawal.amount) || !/[1-9]/.test(withdrawal.amount))
      throw new ChainVendorError('AMOUNT_INVALID', 'The amount must be a positive number of coins.');
    const address = withdrawal.address.trim();
    const tag = withdrawal.tag?.trim() || null;
    const sent = await this.db
      .insertInto('sandbox_chain_sends')
      .values({
        reference: withdrawal.reference,
        tx_hash: txHashFor(withdrawal.currency),
        currency: withdrawal.currency,
        address,
        tag,
        amount: withdrawal.amount,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('tx_hash')
      .executeTakeFirst();
    if (sent) return { txHash: sent.tx_hash };
    // The same reference again: the transaction already sent, unless it was for another withdrawal.
    const earlier = await this.db
      .selectFrom('sandbox_chain_sends')
      .select([
        'tx_hash',
        'currency',
        'address',
        'tag',
        sql<boolean>`amount = ${withdrawal.amount}::numeric`.as('same_amount'),
      ])
      .where('reference', '=', withdrawal.reference)
      .executeTakeFirstOrThrow();
    if (
      earlier.currency !== withdrawal.currency ||
      earlier.address !== address ||
      earlier.tag !== tag ||
      !earlier.same_amount
    )
      throw new ChainVendorError('REFERENCE_REUSED', 'This reference was used for another withdrawal.');
    return { txHash: earlier.tx_hash };
  }

  async lookupSend(reference: string): Promise<{ txHash: string } | null> {
    const row = await this.db
      .selectFrom('sandbox_chain_sends')
      .select('tx_hash')
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? { txHash: row.tx_hash } : null;
  }

  async withdrawals(limit: number): Promise<ChainWithdrawal[]> {
    const rows = await this.db
      .selectFrom('sandbox_chain_sends')
      .selectAll()
      .orderBy('sent_at', 'desc')
      .orderBy('reference')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      reference: row.reference,
      txHash: row.tx_hash,
      currency: row.currency as CryptoCode,
      address: row.address,
      tag: row.tag,
      amount: withoutTrailingZeros(String(row.amount)),
      sentAt: new Date(row.sent_at),
    }));
  }

  /** Confirmations from the database's clock, so every instance counts the same blocks. */
  private select() {
    const blocks = sql<number>`floor(extract(epoch from (now() - sent_at)) * 1000 / ${this.blockMs})::int`;
    return this.db
      .selectFrom('sandbox_chain_transactions')
      .select(['tx_hash', 'currency', 'address', 'tag', 'amount', blocks.as('confirmations')]);
  }
}

/** `10.000000000000000000` (numeric(38, 18)) as the `10` that was sent. */
function withoutTrailingZeros(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

function toDeposit(row: Row): ChainDeposit {
  return {
    txHash: row.tx_hash,
    currency: row.currency as CryptoCode,
    address: row.address,
    tag: row.tag,
    amount: String(row.amount),
    confirmations: Math.max(0, Number(row.confirmations)),
  };
}

/** A transaction id in the chain's own shape: 0x-prefixed on Ethereum-style chains, base58 on Solana. */
function txHashFor(currency: CryptoCode): string {
  const random = randomBytes(32).toString('hex');
  if (['ETH', 'USDTE', 'BNB-BSC', 'USDT'].includes(currency)) return `0x${random}`;
  if (currency === 'SOL') return derive(random, BASE58, 88);
  return random;
}
