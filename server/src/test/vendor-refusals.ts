/**
 * What a vendor adapter's call was refused with: `reason` read from its error when it is an
 * `ErrorClass`, null when the call succeeded, and any other error as it is (so a test sees it).
 */
export function refusalOf<E extends Error, Reason>(
  ErrorClass: abstract new (...args: never[]) => E,
  reason: (error: E) => Reason,
): (promise: Promise<unknown>) => Promise<Reason | null | unknown> {
  return (promise) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof ErrorClass ? reason(error) : error),
    );
}
