import type { PragmaticError } from './errors';
import { hasValidPragmaticHash, type PragmaticParams } from './hash';
import { PRAGMATIC_REQUEST_SCHEMAS, type PragmaticMethod, type PragmaticRequest } from './requests';

export type PragmaticParsed<M extends PragmaticMethod> =
  | { ok: true; request: PragmaticRequest<M> }
  | { ok: false; error: Extract<PragmaticError, 5 | 7> };

/**
 * Reads a form-encoded (application/x-www-form-urlencoded) call to `method`. The hash is checked first,
 * over every parameter as sent, so an unsigned call is "invalid hash" (5) whatever it holds; then the
 * fields, any refusal being "bad parameters" (7). A parameter named twice is refused: which value the
 * hash covered would be anyone's guess.
 */
export function parsePragmaticRequest<M extends PragmaticMethod>(
  method: M,
  rawBody: string,
  secret: string,
): PragmaticParsed<M> {
  const params = formParams(rawBody);
  if (params === null) return { ok: false, error: 7 };
  if (!hasValidPragmaticHash(params, secret)) return { ok: false, error: 5 };
  const parsed = PRAGMATIC_REQUEST_SCHEMAS[method].safeParse(params);
  return parsed.success ? { ok: true, request: parsed.data as PragmaticRequest<M> } : { ok: false, error: 7 };
}

function formParams(rawBody: string): PragmaticParams | null {
  const form = new URLSearchParams(rawBody);
  const names = [...form.keys()];
  return new Set(names).size === names.length ? Object.fromEntries(form) : null;
}
