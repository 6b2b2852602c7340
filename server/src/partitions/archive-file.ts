import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** What an archive file holds: its rows and the SHA-256 of their lines, as recorded in archived_partitions. */
export interface ArchiveContents {
  rows: number;
  digest: string;
}

/** Rows read per statement: a short statement each, whatever the month's size. */
const PAGE = 10_000;

/**
 * Writes every row of `partition` to `file` as gzip'd JSON lines, one row each, as PostgreSQL renders it
 * (`row_to_json`: bigints stay exact, as text digits), in `key` order, paged by that key. The file is
 * written under a temporary name, synced and renamed once whole, so a file that exists is complete.
 */
export async function writeArchiveFile(
  db: Database,
  partition: string,
  key: readonly string[],
  file: string,
): Promise<ArchiveContents> {
  const hash = createHash('sha256');
  let rows = 0;
  const keyList = sql.join(key.map((column) => sql.ref(`t.${column}`)));
  async function* lines() {
    let after: unknown[] | null = null;
    for (;;) {
      const page: { rows: Array<Record<string, unknown> & { line: string }> } = await sql<
        Record<string, unknown> & { line: string }
      >`
        SELECT row_to_json(t)::text AS line, ${keyList} FROM ${sql.table(partition)} t
         WHERE ${after ? sql`(${keyList}) > (${sql.join(after)})` : sql`true`}
         ORDER BY ${keyList} LIMIT ${PAGE}`.execute(db);
      for (const row of page.rows) {
        const line = `${row.line}\n`;
        hash.update(line);
        rows++;
        yield line;
      }
      const last = page.rows.at(-1);
      if (!last || page.rows.length < PAGE) return;
      after = key.map((column) => last[column]);
    }
  }
  const partial = `${file}.partial`;
  await pipeline(lines, createGzip(), createWriteStream(partial, { flags: 'wx' }));
  // On the disk before the month's rows are dropped, not only in the page cache.
  const written = await open(partial, 'r+');
  await written.sync();
  await written.close();
  await rename(partial, file);
  return { rows, digest: hash.digest('hex') };
}

/** Reads an archive file back: its rows and digest, to compare with what was recorded when it was written. */
export async function readArchiveFile(file: string): Promise<ArchiveContents> {
  const hash = createHash('sha256');
  let rows = 0;
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    hash.update(`${line}\n`);
    rows++;
  }
  return { rows, digest: hash.digest('hex') };
}
