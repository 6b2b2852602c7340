import { messageSchema } from '@casino/contract';
import { AppError } from './errors';
import type { Api } from './typed-routes';

/** A JSON body with the exact bytes it came in: what a webhook's signature covers. */
export interface RawJsonBody {
  raw: string;
  json: unknown;
}

const NOT_JSON = 'The webhook body must be a JSON document.';

/**
 * Parses JSON bodies in this scope (a webhook's) keeping the raw text beside the parsed value, since a
 * vendor signs the exact bytes it sent, which re-serialising would not reproduce. Any other body, or
 * none, is left unparsed for `rawJsonBody` to refuse with 400.
 */
export function keepRawJsonBody(scope: Api): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const raw = String(body);
    try {
      done(null, { raw, json: JSON.parse(raw) as unknown });
    } catch {
      done(new AppError('BAD_REQUEST', NOT_JSON));
    }
  });
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
}

/** The parsed body, or 400 when the request carried none or not JSON (a vendor never sends that). */
function rawJsonBody(body: unknown): RawJsonBody {
  if (typeof body === 'object' && body !== null && 'raw' in body && 'json' in body)
    return body as RawJsonBody;
  throw new AppError('BAD_REQUEST', NOT_JSON);
}

/**
 * A vendor's signed webhook at `url`: the body with its exact bytes and the signature from
 * `signatureHeader` (absent when not sent) go to `receive`, which refuses what it cannot verify.
 */
export function signedWebhookRoute(
  app: Api,
  url: string,
  signatureHeader: string,
  receive: (body: RawJsonBody, signature: string | undefined) => Promise<unknown>,
): void {
  app.register(async (scope: Api) => {
    keepRawJsonBody(scope);
    scope.post(url, { schema: { response: { 200: messageSchema } } }, async (request) => {
      const signature = request.headers[signatureHeader];
      await receive(rawJsonBody(request.body), typeof signature === 'string' ? signature : undefined);
      return { message: 'ok' };
    });
  });
}
