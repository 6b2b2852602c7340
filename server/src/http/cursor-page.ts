/**
 * A keyset list's query as the services read it: the cursor, a row id the wire carries as text (the
 * `next_cursor` of the page before), as a bigint, and none on the first page; the query's other fields
 * (the limit, a filter) as they came.
 */
export function cursorPage<Query extends { cursor?: string | undefined; limit: number }>(
  query: Query,
): Omit<Query, 'cursor'> & { cursor?: bigint } {
  const { cursor, ...rest } = query;
  return cursor ? { ...rest, cursor: BigInt(cursor) } : rest;
}
