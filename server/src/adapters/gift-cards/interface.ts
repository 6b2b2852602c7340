/** A brand the gift-card vendor sells: fixed denominations, or any whole-dollar amount between min and max. */
export interface GiftCardBrand {
  id: string;
  name: string;
  /** The only amounts sold, in cents; null when any whole-dollar amount from min to max is. */
  denominationsCents: readonly bigint[] | null;
  minCents: bigint;
  maxCents: bigint;
}

/** A card the vendor issued: its redeemable code, once per reference. */
export interface IssuedGiftCard {
  code: string;
  brand: string;
  reference: string;
  amountCents: bigint;
}

/** Why the vendor refused to issue a card; the product tells the player and returns the coins. */
export type GiftCardFailure =
  | 'out_of_stock'
  | 'brand_unavailable'
  | 'brand_unknown'
  | 'amount_invalid'
  | 'reference_reused';

/** The vendor's refusal, typed so a caller can tell a retry-later failure from a bad request. */
export class GiftCardError extends Error {
  constructor(
    readonly failure: GiftCardFailure,
    message: string,
  ) {
    super(message);
  }
}

/** What a tester can make the sandbox vendor's next issue do. */
export const GIFT_CARD_OUTCOMES = ['issued', 'out_of_stock', 'brand_unavailable'] as const;
export type GiftCardOutcome = (typeof GIFT_CARD_OUTCOMES)[number];

/** The sandbox's controls: a real vendor has none. */
export interface GiftCardTester {
  /** Queues the outcome of the next issue that is not a repeat (first queued, first used). */
  queueOutcome(outcome: GiftCardOutcome): Promise<void>;
  /** The card issued under a reference, as the vendor's dashboard shows it. */
  issued(reference: string): Promise<IssuedGiftCard | null>;
  /**
   * Makes the vendor's order API unreachable (a network error on every issue and lookup) for `ms` from
   * now, on every instance; 0 brings it back. How a test shows a vendor outage is ridden out.
   */
  setOutage(ms: number): Promise<void>;
}

/**
 * A gift-card vendor (a Tango/Tremendous-like catalog API): the brands and amounts it sells, and cards
 * issued once per reference. Refusals throw `GiftCardError`. Services see only this.
 */
export interface GiftCardVendor {
  readonly name: 'sandbox';
  catalog(): Promise<GiftCardBrand[]>;
  /** Issues a card; the same reference again answers the card already issued (a retry never buys two). */
  issue(order: { brand: string; amountCents: bigint; reference: string }): Promise<IssuedGiftCard>;
  /** The card issued under our reference, or null if none was (reconciliation asks before settling by hand). */
  lookup(reference: string): Promise<IssuedGiftCard | null>;
  readonly tester: GiftCardTester | null;
}
