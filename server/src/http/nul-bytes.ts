import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from './errors';

export const NUL_BYTE_TEXT = 'Text cannot contain the NUL character (\\u0000).';

/**
 * Where the first U+0000 sits in a parsed value, as a dotted path (an object key counts too), or null.
 * A stack rather than recursion: a 64 KB body can nest arrays thousands deep.
 */
export function nulBytePath(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Headers count too: the browser's name, the device fingerprint and a forwarded address are stored. */
function firstNulByte(request: FastifyRequest): string | null {
  return (
    nulBytePath(request.params, '') ??
    nulBytePath(request.query, '') ??
    nulBytePath(request.body, '') ??
    nulBytePath(request.headers, '')
  );
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a string carrying it fails inside SQL as a 500.
 * Every route's params, query, body and headers are checked once, before any handler runs,
 * so the client hears a 422 naming the field and nothing is written.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = firstNulByte(request);
    if (field !== null) throw fieldError(field || '_', NUL_BYTE_TEXT);
  });
}
