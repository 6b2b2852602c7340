import { ApiError, readError } from './errors';
import { useSession } from './session';

/**
 * Downloads a CSV the server writes (the player's coin history, a player's ledger, the 1099 figures).
 * The call carries the bearer token, so it is fetched rather than linked, and handed to the browser
 * under the server's file name for it (`fallbackName` when it gives none).
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const token = useSession.getState().token;
  const response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const read = readError(response.status, await response.json().catch(() => null));
    throw new ApiError(response.status, read.code, read.message, read.fields, response.headers);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
