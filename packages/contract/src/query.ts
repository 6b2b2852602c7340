import { z } from 'zod';

/**
 * A whole number in a query string or path. Query values are text by nature, so digits are read as a
 * number; anything else ("abc", "1e3", "0x10", "-1", " ") is refused rather than coerced.
 */
export const queryInteger = (message = 'Expected a whole number.') =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

/**
 * A record's id in a path: digits that fit a BIGINT. Anything else reads as null, which its route
 * answers as not found (no such record), not as a refused request.
 */
export const pathId = z.string().transform((id) => (/^\d{1,18}$/.test(id) ? BigInt(id) : null));

export const pathIdParamsSchema = z.object({ id: pathId });
