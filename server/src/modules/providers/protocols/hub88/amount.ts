/**
 * Hub88 amounts are integers where 1.00 = 100000; ours are bigint minor units where 1.00 = 100. One minor
 * unit is therefore 1000 protocol units, and only a multiple of 1000 is an amount we can hold exactly.
 */
const PROTOCOL_UNITS_PER_MINOR = 1000;

/** A Hub88 amount as minor units; null for one we cannot hold: negative, fractional, unsafe or finer than a minor unit. */
export function toMinorUnits(protocolAmount: number): bigint | null {
  if (!Number.isSafeInteger(protocolAmount) || protocolAmount < 0) return null;
  if (protocolAmount % PROTOCOL_UNITS_PER_MINOR !== 0) return null;
  return BigInt(protocolAmount / PROTOCOL_UNITS_PER_MINOR);
}

/**
 * Minor units as a Hub88 amount. Throws past JavaScript's safe integers (above 90 billion coins), where a
 * JSON number would no longer say the amount exactly: no balance of ours comes near it.
 */
export function toProtocolAmount(minor: bigint): number {
  const units = minor * BigInt(PROTOCOL_UNITS_PER_MINOR);
  if (units > BigInt(Number.MAX_SAFE_INTEGER) || units < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${minor} minor units do not fit a Hub88 amount`);
  }
  return Number(units);
}
