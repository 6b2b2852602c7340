import { messageSchema } from '@casino/contract';
import type { Api } from './typed-routes';

/** A JSON body with the exact bytes it came in: what a webhook's signature covers. */
export interface RawJsonBody {
  raw: string;
  json: unknown;
}

/**
 * Parses JSON bodies in this scope (a webhook's) keeping the raw text beside the parsed value, since a
 * vendor signs the exact bytes it sent, which re-serialising would not reproduce.
 */
export function keepRawJsonBody(scope: Api): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const raw = String(body);
    try {
      done(null, { raw, json: JSON.parse(raw) as unknown });
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
      );
    }
  });
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
      await receive(request.body as RawJsonBody, typeof signature === 'string' ? signature : undefined);
      return { message: 'ok' };
    });
  });
}
