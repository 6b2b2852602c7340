import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A plain number ("-12.50", "600"): a spreadsheet reads it as a value, never as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field. Text a spreadsheet would run as a formula (a cell starting with `=`, `+`, `-`, `@`, tab
 * or carriage return, as OWASP's CSV injection page lists) gets a leading apostrophe, so a player's
 * name can't run in staff's spreadsheet; a plain number keeps its sign. Then RFC 4180: a field with a
 * comma, quote or line break is quoted, its quotes doubled.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line, CRLF-terminated (RFC 4180), of fields written by `csvField`. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/**
 * Answers a CSV download: UTF-8, saved as `filename`, never cached (it holds a player's data). Lines
 * may stream: the first goes out before the rest are read, so a failure later cuts the download short
 * (the client sees it fail) rather than answering an error body under a CSV content type.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  body: string | AsyncIterable<string>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(typeof body === 'string' ? body : Readable.from(body));
}
