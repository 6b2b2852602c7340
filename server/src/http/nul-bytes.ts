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

/**
 * Whether a U+0000 sits anywhere in a parsed value (an object key counts too). Every request is asked,
 * and nearly none has one: unlike nulBytePath it builds no paths and no entry arrays.
 */
function holdsNulByte(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  const stack: object[] = [value];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      if (key.includes('\u0000')) return true;
      const child = (item as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (child.includes('\u0000')) return true;
      } else if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return false;
}

/** Headers count too: the browser's name, the device fingerprint and a forwarded address are stored. */
function firstNulByte(request: FastifyRequest): string | null {
  const { params, query, body, headers } = request;
  if (!(holdsNulByte(params) || holdsNulByte(query) || holdsNulByte(body) || holdsNulByte(headers)))
    return null;
  return (
    nulBytePath(params, '') ?? nulBytePath(query, '') ?? nulBytePath(body, '') ?? nulBytePath(headers, '')
  );
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a string carrying it fails inside SQL as a 500.
 * Every route's params, query, body and headers are checked once, before any handler runs,
 * so the client hears a 422 naming the field and nothing is written.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = firstNulByte(request);
    done(field === null ? undefined : fieldError(field || '_', NUL_BYTE_TEXT));
  });
}
