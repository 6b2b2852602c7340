import { ERROR_TEXTS } from '@casino/contract';
import { deviceFingerprint } from './device';
import { ApiError, readError } from './errors';
import { useSession } from './session';

type Handlers = { onUnauthenticated(): void; onBanned(): void; onMaintenance(): void };
let handlers: Handlers = { onUnauthenticated() {}, onBanned() {}, onMaintenance() {} };
let socketId: string | undefined;

/** The app shell installs what happens on 401, a ban and maintenance (spec §8). */
export function installApiHandlers(next: Handlers): void {
  handlers = next;
}

export function setSocketId(id: string | undefined): void {
  socketId = id;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface ApiInit {
  method?: string;
  body?: unknown;
  /**
   * A call that moves coins (a play, a move, a duel): it carries an Idempotency-Key, fresh for each
   * call, and is sent once more with the same key when its answer was lost (a network error or a 503),
   * so the server answers the first try's result instead of playing twice.
   */
  movesCoins?: boolean;
}

/** A lost answer is retried after this long, or the server's Retry-After if it says less. */
const RETRY_DELAY_MS = 1_000;

/** Calls `/api{path}` with the bearer token; resolves every 2xx, rejects anything else as ApiError. */
export async function apiRaw<T>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
  const token = useSession.getState().token;
  const key = init.movesCoins ? crypto.randomUUID() : undefined;
  let response = await send(path, init, token, key);
  if (key && (response === null || response.status === 503)) {
    await new Promise((resolve) => setTimeout(resolve, retryDelay(response)));
    response = await send(path, init, token, key);
  }
  if (response === null) throw new ApiError(0, 'NETWORK_ERROR', ERROR_TEXTS.networkError);
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { data: body as T, status: response.status, headers: response.headers };

  const read = readError(response.status, body);
  if (response.status === 503) handlers.onMaintenance();
  else if (response.status === 401 || read.message === ERROR_TEXTS.unauthenticated) {
    if (token) handlers.onUnauthenticated();
  } else if (response.status === 403 && read.message === ERROR_TEXTS.banned) handlers.onBanned();
  throw new ApiError(response.status, read.code, read.message, read.fields, response.headers);
}

/** One try of the call; null when no answer came (the network failed). */
async function send(
  path: string,
  init: ApiInit,
  token: string | null,
  idempotencyKey?: string,
): Promise<Response | null> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-device-fp': deviceFingerprint() };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (socketId) headers['x-socket-id'] = socketId;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  try {
    return await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    return null;
  }
}

function retryDelay(response: Response | null): number {
  const seconds = Number(response?.headers.get('retry-after'));
  return seconds > 0 ? Math.min(seconds * 1000, RETRY_DELAY_MS) : RETRY_DELAY_MS;
}

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await apiRaw<T>(path, init)).data;
}
