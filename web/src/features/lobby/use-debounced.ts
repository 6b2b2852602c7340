import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (spec §9 lobby debounces: search 300 ms, filters 50 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
