import { COINS, type Coin } from '@casino/contract';

/**
 * The currency code a provider sees for each coin. Providers keep one balance per currency and a game
 * session is opened in one currency, so Gold Coins and Sweeps Coins are two currencies: "GC" and "SC",
 * the coins' own names, agreed with each provider at set-up (neither is an ISO 4217 code, so no real
 * money can be mistaken for them). Both protocols read this one table.
 */
const CURRENCY_OF_COIN: Record<Coin, string> = { GC: 'GC', SC: 'SC' };

export function currencyOfCoin(coin: Coin): string {
  return CURRENCY_OF_COIN[coin];
}

/** The coin a currency code stands for; null for any other currency. */
export function coinOfCurrency(currency: string): Coin | null {
  return COINS.find((coin) => CURRENCY_OF_COIN[coin] === currency) ?? null;
}
