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
