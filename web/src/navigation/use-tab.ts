import { useSearchParams } from 'react-router';

/** Overlays live in `?tab=` on the current path (spec §2); closing one removes the parameter. */
export function useTab() {
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
        p.delete('tab');
        return p;
      },
      { replace: true },
    );
  return { tab, open, close };
}
