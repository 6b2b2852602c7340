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

/** The sandbox chain's control: what a player's wallet app does when they send coins. */
export interface ChainTester {
  /** "Sends" a deposit to an address on the network named by `currency`; answers its tx hash. */
  sendDeposit(deposit: {
    currency: CryptoCode;
    address: string;
    tag: string | null;
    amount: string;
  }): Promise<string>;
}

/**
 * A chain vendor (a custodial wallet service watching our addresses). Services see only this.
 * Withdrawals (issue 14, `POST /coins/withdraw`) add `send` here.
 */
export interface ChainVendor {
  readonly name: 'sandbox';
  /** A fresh deposit address for this player on this network; the product stores it and reuses it. */
  depositAddress(userId: bigint, currency: CryptoCode): Promise<ChainAddress>;
  /** Deposits into our addresses first seen since `since`, with their confirmations now. */
  depositsSince(since: Date): Promise<ChainDeposit[]>;
  /** One transaction as the chain shows it now, or null if the chain has never seen it. */
  deposit(txHash: string): Promise<ChainDeposit | null>;
  /** The sandbox has controls; a real vendor never does. */
  readonly tester: ChainTester | null;
}
