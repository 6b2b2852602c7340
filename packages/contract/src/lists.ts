import { z } from 'zod';

/**
 * A list answer: its rows under `data`, beside what the kind of list adds (a back-office page's number
 * and total, a player's list's next cursor, the content service's pagination).
 */
export const listOf = <Row extends z.ZodType, Extra extends z.ZodRawShape>(row: Row, extra: Extra) =>
  z.object({ data: z.array(row), ...extra });
