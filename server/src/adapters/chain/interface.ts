import type { CryptoCode } from '@casino/contract';

/** Where a player sends a deposit: an address, and on chains with shared addresses a tag or memo. */
export interface ChainAddress {
  address: string;
  tag: string | null;
}

/** A transaction the chain shows into one of our addresses, as it stands now. */
export interface ChainDeposit {
  txHash: string;
  /** The network it was sent on (a crypto code is one coin on one network). */
  currency: CryptoCode;
  address: string;
  tag: string | null;
  /** In the coin's own units, as a decimal string. */
  amount: string;
  /** Blocks on top of the one that holds it, itself included; 0 while it waits in the mempool. */
  confirmations: number;
}

/** A withdrawal we sent from our wallet: once per reference. */
export interface ChainWithdrawal {
  reference: string;
  txHash: string;
  currency: CryptoCode;
  address: string;
  tag: string | null;
  /** In the coin's own units, as a decimal string. */
  amount: string;
  sentAt: Date;
}

/** The vendor's refusal to send (an address the network cannot take, a reference reused). */
export class ChainVendorError extends Error {
  constructor(
    readonly errorCode: 'ADDRESS_INVALID' | 'AMOUNT_INVALID' | 'REFERENCE_REUSED',
    message: string,
  ) {
    super(message);
  }
}

/** The sandbox chain's control: what a player's wallet app does when they send coins. */
export interface ChainTester {
  /** "Sends" a deposit to an address on the network named by `currency`; answers its tx hash. */
  sendDeposit(deposit: {
    currency: CryptoCode;
    address: string;
    tag: string | null;
    amount: string;
  }): Promise<string>;
  /** The withdrawals our wallet sent, newest first, as a block explorer would show them. */
  withdrawals(limit: number): Promise<ChainWithdrawal[]>;
}

/**
 * A chain vendor (a custodial wallet service watching our addresses and sending from our hot wallet).
 * Services see only this.
 */
export interface ChainVendor {
  readonly name: 'sandbox';
  /** A fresh deposit address for this player on this network; the product stores it and reuses it. */
  depositAddress(userId: bigint, currency: CryptoCode): Promise<ChainAddress>;
  /** Deposits into our addresses first seen since `since`, with their confirmations now. */
  depositsSince(since: Date): Promise<ChainDeposit[]>;
  /** One transaction as the chain shows it now, or null if the chain has never seen it. */
  deposit(txHash: string): Promise<ChainDeposit | null>;
  /**
   * Sends a withdrawal (issue 14, `POST /coins/withdraw`) once per reference: the same reference again
   * answers the transaction already sent. Refuses (`ChainVendorError`) an address or tag the network
   * cannot take, and a reference already used for another withdrawal.
   */
  send(withdrawal: {
    currency: CryptoCode;
    address: string;
    tag: string | null;
    amount: string;
    reference: string;
  }): Promise<{ txHash: string }>;
  /** The withdrawal sent under our reference, or null if none was (reconciliation asks this). */
  lookupSend(reference: string): Promise<{ txHash: string } | null>;
  /** The sandbox has controls; a real vendor never does. */
  readonly tester: ChainTester | null;
}
