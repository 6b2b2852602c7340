import { z } from 'zod';

/**
 * Coin amounts are integers of minor units (1 unit = 0.01 coin) held as bigint.
 * On the wire they are decimal strings with at most two decimals ("12.50").
 */
export const COINS = ['GC', 'SC'] as const;
export type Coin = (typeof COINS)[number];

/** A coin as a call names it: the coin played, credited or counted. */
export const coinSchema = z.enum(COINS);

export const MINOR_UNITS_PER_COIN = 100n;

/**
 * Gold Coins and Sweeps Coins side by side, each a decimal string: what a bonus, an offer, a purchase or
 * a claim gives. Spread into a schema where the pair sits among other fields; `coinPairSchema` on its own.
 */
export const coinPairShape = { gc: z.string(), sc: z.string() };
export const coinPairSchema = z.object(coinPairShape);

/**
 * An amount a player asks for (a redemption, a cashier order): at most two decimals and above zero.
 * `patternText` is the refusal of a malformed amount, in the words of the form it is typed in.
 */
export const positiveAmountSchema = (patternText: string, params?: { error: string }) =>
  z
    .string(params)
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, patternText)
    .refine((text) => Number(text) > 0, 'Enter an amount above zero.');

const AMOUNT_PATTERN = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Parses "12.5" into 1250n; returns null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function parseAmount(text: string): bigint | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * MINOR_UNITS_PER_COIN + fraction;
}

/** Parses "-10.5" into -1050n: an amount as `parseAmount` reads it, with an optional minus sign. */
export function parseSignedAmount(text: string): bigint | null {
  const trimmed = text.trim();
  const minor = parseAmount(trimmed.replace(/^-/, ''));
  return minor !== null && trimmed.startsWith('-') ? -minor : minor;
}

/** Formats 1250n as "12.50"; negative amounts keep their sign. */
export function formatAmount(minor: bigint): string {
  return formatDecimal(minor, 2);
}

/*
 * Crypto amounts and USD rates are decimal strings with more places than coins ("0.00012345" BTC,
 * "0.15" USD per DOGE). Arithmetic on them is on integers of 10^-places units, never on floats.
 */

/** A non-negative decimal string as an integer of 10^-places units, digits past `places` dropped. */
export function decimalUnits(text: string, places: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0').slice(0, places) || '0');
}

/** An integer of 10^-places units as a decimal string with exactly `places` decimals, its sign kept. */
export function formatDecimal(units: bigint, places: number): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const scale = 10n ** BigInt(places);
  const fraction = (abs % scale).toString().padStart(places, '0');
  return `${sign}${abs / scale}${places > 0 ? `.${fraction}` : ''}`;
}

/**
 * "10000.00" → "10,000.00": a decimal amount as players read it, its whole part grouped in thousands
 * (en-US), its sign and decimals kept. Texts the server writes for players and the web app's own figures
 * both go through it, so an amount reads the same in a notification as on the balance pill.
 */
export function groupedAmount(decimal: string): string {
  const sign = decimal.startsWith('-') ? '-' : '';
  const [whole = '0', fraction] = decimal.slice(sign.length).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** 1000000n → "10,000.00": minor units as players read them (groupedAmount of formatAmount). */
export function shownAmount(minor: bigint): string {
  return groupedAmount(formatAmount(minor));
}

/** '5,000.00 GC and 1.00 SC' from two decimal strings, leaving out a coin that is zero. */
export function coinsText(gc: string, sc: string): string {
  const parts = [
    gc !== '0.00' ? `${groupedAmount(gc)} GC` : null,
    sc !== '0.00' ? `${groupedAmount(sc)} SC` : null,
  ].filter(Boolean);
  return parts.join(' and ');
}
