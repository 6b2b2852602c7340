import type {
  SandboxFaultSettings,
  SandboxFaults,
  SandboxGame,
  SandboxPlayRequest,
  SandboxRound,
} from '@casino/contract';
import { api } from '../../api/client';

/**
 * The sandbox provider's own API, as a provider's game page calls its game server: the session id is
 * the page's only key. A round is not sent again on a lost answer: the provider decides what a lost
 * wallet answer means, the page only shows it.
 */
const session = (id: string) => `/sandbox/provider/sessions/${encodeURIComponent(id)}`;

export const loadGame = (id: string) => api<SandboxGame>(session(id));

export const playRound = (id: string, request: SandboxPlayRequest) =>
  api<SandboxRound>(`${session(id)}/rounds`, { method: 'POST', body: request });

export const loadFaults = (id: string) => api<SandboxFaultSettings>(`${session(id)}/faults`);

/** Sets this session's faults, or with `everySession` the global ones (its own faults cleared). */
export async function saveFaults(id: string, faults: SandboxFaults, everySession: boolean) {
  if (!everySession)
    return api<SandboxFaultSettings>(`${session(id)}/faults`, { method: 'PUT', body: faults });
  await api(`${session(id)}/faults`, { method: 'DELETE' });
  await api('/sandbox/provider/faults', { method: 'PUT', body: faults });
  return loadFaults(id);
}

/** Clears this session's faults and the global ones: the provider plays straight again. */
export async function clearFaults(id: string) {
  await api(`${session(id)}/faults`, { method: 'DELETE' });
  await api('/sandbox/provider/faults', { method: 'DELETE' });
  return loadFaults(id);
}
