import { z } from 'zod';

/**
 * A list answer: its rows under `data`, beside what the kind of list adds (a back-office page's number
 * and total, a player's list's next cursor, the content service's pagination).
 */
export const listOf = <Row extends z.ZodType, Extra extends z.ZodRawShape>(row: Row, extra: Extra) =>
  z.object({ data: z.array(row), ...extra });

/**
 * How many of a back-office queue's requests stand in each status, whatever the list's filter: every
 * status is named, 0 when none does.
 */
export const statusCounts = <const Statuses extends readonly [string, ...string[]]>(statuses: Statuses) =>
  z.record(z.enum(statuses), z.number().int());
