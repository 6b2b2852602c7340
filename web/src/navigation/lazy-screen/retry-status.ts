/** Which retry a screen's load is on (0: the first try), for its loader to read while it waits. */
export interface RetryStatus {
  get(): number;
  set(retry: number): void;
  subscribe(listener: () => void): () => void;
}

export function createRetryStatus(): RetryStatus {
  let retry = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => retry,
    set: (next) => {
      retry = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
