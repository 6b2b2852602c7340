import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms` (spec §9 lobby debounces: search 300 ms, filters 50 ms).
 * Changes are seen by identity: an object or array must be memoised, or every render counts as a change.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
