import type { z } from 'zod';
import { HUB88_REQUEST_SCHEMAS, type Hub88Endpoint, type Hub88Request } from './requests';
import type { Hub88Status } from './statuses';

/** What a refused request still echoes back, as far as it could be read. */
export interface Hub88Echo {
  user: string;
  request_uuid: string;
}

export type Hub88Parsed<E extends Hub88Endpoint> =
  | { ok: true; request: Hub88Request<E> }
  | { ok: false; status: Hub88Status; echo: Hub88Echo };

/**
 * Reads a (signature-checked) body for `endpoint`. Not JSON, not an object, or a required field missing
 * or null: RS_ERROR_WRONG_SYNTAX. A field of the wrong type or an amount that is not whole minor units:
 * RS_ERROR_WRONG_TYPES. A currency that is no coin's: RS_ERROR_WRONG_CURRENCY.
 */
export function parseHub88Request<E extends Hub88Endpoint>(endpoint: E, rawBody: string): Hub88Parsed<E> {
  const body = jsonObject(rawBody);
  if (body === null) return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', echo: echoOf({}) };
  const schema: z.ZodObject = HUB88_REQUEST_SCHEMAS[endpoint];
  const refuse = (status: Hub88Status) => ({ ok: false as const, status, echo: echoOf(body) });
  if (Object.entries(schema.shape).some(([key, field]) => isMissing(body[key]) && !acceptsAbsence(field))) {
    return refuse('RS_ERROR_WRONG_SYNTAX');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data as Hub88Request<E> };
  // A wrong type outranks a refusal with its own status (an unknown currency) found beside it.
  const statuses = parsed.error.issues.map((issue) =>
    issue.code === 'custom' ? issue.params?.status : undefined,
  );
  return refuse(statuses.every(Boolean) ? (statuses[0] as Hub88Status) : 'RS_ERROR_WRONG_TYPES');
}

function jsonObject(rawBody: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isMissing = (value: unknown) => value === undefined || value === null;
const acceptsAbsence = (field: z.ZodType) => field.safeParse(undefined).success;

function echoOf(body: Record<string, unknown>): Hub88Echo {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { user: text(body.user), request_uuid: text(body.request_uuid) };
}
