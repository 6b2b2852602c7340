/** SQLSTATEs after which a transaction can simply run again: serialization failure, deadlock detected. */
const RETRYABLE = new Set(['40001', '40P01']);

/** Socket errors of the `pg` driver when the connection to the server is gone or cannot be made. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Server shutting down (admin, crash, cannot connect now), or any connection exception (class 08). */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isRetryable(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * The connection died or could not be had: a statement sent on it may have committed or not, so what
 * it did is unknown until it is looked up again.
 */
export function isConnectionLost(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (SOCKET_CODES.has(code) || LOST_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection error|Client was closed|timeout exceeded when trying to connect/i.test(
    message,
  );
}

/** A failure that says nothing about the request itself: the same request may well succeed soon. */
export function isTransient(error: unknown): boolean {
  return isRetryable(error) || isConnectionLost(error);
}

/**
 * A row lock not had in time (55P03, lock_not_available: the batch statements wait at most
 * bound_batch_lock_waits). Nothing is wrong with the request, so it is answered as busy; it is not run
 * again at once, as running it again would wait as long once more behind the same long transaction.
 */
export function isLockTimeout(error: unknown): boolean {
  return codeOf(error) === '55P03';
}
