import { useSearchParams } from 'react-router';

/**
 * Overlays live in `?tab=` on the current path (spec §2); closing one removes the parameter, and with
 * it the overlay's own parameters (`owned`, such as a duel's or a bet's id).
 */
export function useTab(owned: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const open = (next: string) =>
    setParams((p) => {
      p.set('tab', next);
      return p;
    });
  const close = () =>
    setParams(
      (p) => {
        for (const key of ['tab', ...owned]) p.delete(key);
        return p;
      },
      { replace: true },
    );
  return { tab, open, close, params };
}
