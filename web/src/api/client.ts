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

/** Calls `/api{path}` with the bearer token; resolves every 2xx, rejects anything else as ApiError. */
export async function apiRaw<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = { accept: 'application/json', 'x-device-fp': deviceFingerprint() };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (socketId) headers['x-socket-id'] = socketId;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', ERROR_TEXTS.networkError);
  }
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { data: body as T, status: response.status, headers: response.headers };

  const read = readError(response.status, body);
  if (response.status === 503) handlers.onMaintenance();
  else if (response.status === 401 || read.message === ERROR_TEXTS.unauthenticated) {
    if (token) handlers.onUnauthenticated();
  } else if (response.status === 403 && read.message === ERROR_TEXTS.banned) handlers.onBanned();
  throw new ApiError(response.status, read.code, read.message, read.fields, response.headers);
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return (await apiRaw<T>(path, init)).data;
}
