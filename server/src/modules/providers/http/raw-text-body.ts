import type { Api } from '../../../http/typed-routes';

/**
 * Every body in this scope as the text it came in, whatever its content type: Hub88 signs the exact
 * bytes of its JSON and Pragmatic hashes its form's fields, and each codec reads the text itself (so a
 * malformed body gets the protocol's own error, not the app's).
 */
export function rawTextBodies(scope: Api): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
}
